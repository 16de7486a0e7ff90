import { asCommonJs, exportNames, hasExport } from '@/lib/live/module-shim';

/**
 * What a bundler's dynamic `import()` gives for a CommonJS module whose export is a function carrying
 * properties: a callable namespace, flagged `__esModule`, with each property of `module.exports` as a named
 * export and the export itself as `default` (modelled on the shape, not on any bundler's code).
 */
function bundlerNamespace(exported: (...args: unknown[]) => unknown): Record<string, unknown> {
  const namespace = (...args: unknown[]) => exported(...args);
  for (const name of Object.keys(exported))
    Object.defineProperty(namespace, name, { enumerable: true, get: () => (exported as unknown as Record<string, unknown>)[name] });
  Object.defineProperty(namespace, 'default', { enumerable: true, value: exported });
  Object.defineProperty(namespace, '__esModule', { value: true });
  return namespace as unknown as Record<string, unknown>;
}

describe('asCommonJs', () => {
  it('gives the named exports of a CommonJS package whose export is a function carrying them (react-resizable)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const resizable = require('react-resizable') as ((...args: unknown[]) => unknown) & { Resizable: unknown; ResizableBox: unknown };
    expect(typeof resizable).toBe('function');

    const plain = asCommonJs(resizable);
    expect(plain.Resizable).toBe(resizable.Resizable);
    expect(plain.ResizableBox).toBe(resizable.ResizableBox);
    expect(plain.default).toBe(resizable);

    const namespace = asCommonJs(bundlerNamespace(resizable));
    expect(namespace.Resizable).toBe(resizable.Resizable);
    expect(namespace.default).toBe(resizable);
    expect(hasExport(namespace, 'Resizable')).toBe(true);
  });

  it('keeps the named exports and the default of rc-table’s own CommonJS build (flagged __esModule)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const table = require('rc-table/lib/index') as Record<string, unknown>;
    const shimmed = asCommonJs(table);
    expect(shimmed).toBe(table);
    expect(shimmed.default).toHaveProperty('$$typeof');
    expect(shimmed.Summary).toBeDefined();
    expect(shimmed.VirtualTable).toBeDefined();
    expect(hasExport(shimmed, 'VariableSizeGrid')).toBe(false);
  });

  it('gives a plain CommonJS object’s properties by name and the object as default, as bundlers do', () => {
    const exported = { format: () => 'x', version: 2 };
    const shimmed = asCommonJs(exported);
    expect(shimmed.format).toBe(exported.format);
    expect(shimmed.default).toBe(exported);
  });

  it('gives a package whose default is a function carrying properties both ways', () => {
    const helper = Object.assign((...names: string[]) => names.join(' '), { join: (...names: string[]) => names.join(' ') });
    const shimmed = asCommonJs({ __esModule: true, default: helper, join: helper.join });
    expect((shimmed.default as typeof helper)('a', 'b')).toBe('a b');
    expect(shimmed.join).toBe(helper.join);
  });

  it('flags an ES module namespace without wrapping it again, and wraps a bare value as its default', () => {
    const namespace = Object.create(null, { [Symbol.toStringTag]: { value: 'Module' }, x: { enumerable: true, value: 1 } }) as Record<string, unknown>;
    expect(asCommonJs(namespace)).toEqual({ x: 1, __esModule: true });
    expect(asCommonJs('text')).toEqual({ default: 'text', __esModule: true });
  });
});

describe('hasExport and exportNames', () => {
  it('counts a default only when there is one, and the namespace always', () => {
    const grid = { __esModule: true, Grid: 1, List: 2 };
    expect(hasExport(grid, 'Grid')).toBe(true);
    expect(hasExport(grid, 'default')).toBe(false);
    expect(hasExport({ ...grid, default: undefined }, 'default')).toBe(false);
    expect(hasExport(grid, '*')).toBe(true);
  });

  it('lists the names a module exports, default first, without the interop flag', () => {
    expect(exportNames({ __esModule: true, useGridRef: 1, Grid: 2, default: 3 })).toEqual(['default', 'Grid', 'useGridRef']);
  });
});
