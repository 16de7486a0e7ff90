import { asCommonJs, createRequire, loadModules, ModuleNotFoundError } from '@/lib/live/module-shim';

describe('module shim', () => {
  const table = { default: 'Table', Column: 'Column' };
  const declared = { 'rc-table': jest.fn(async () => table), './useToggle': jest.fn(async () => ({ useToggle: 'hook' })) };

  beforeEach(() => jest.clearAllMocks());

  it('loads declared imports and always-present modules, and require returns them with interop flags', async () => {
    const modules = await loadModules(['rc-table', 'react'], declared, { react: { useState: 'useState' } });
    const require = createRequire(modules);

    expect(require('rc-table')).toEqual({ ...table, __esModule: true });
    expect(require('react')).toEqual({ useState: 'useState', __esModule: true });
    expect(declared['rc-table']).toHaveBeenCalledTimes(1);
    expect(declared['./useToggle']).not.toHaveBeenCalled();
  });

  it('rejects an undeclared import with "Cannot find module" before loading anything', async () => {
    await expect(loadModules(['rc-table', 'lodash'], declared)).rejects.toThrow(new ModuleNotFoundError('lodash'));
    await expect(loadModules(['lodash'], declared)).rejects.toThrow("Cannot find module 'lodash'");
    expect(declared['rc-table']).not.toHaveBeenCalled();
  });

  it('require throws "Cannot find module" for anything not loaded beforehand', () => {
    const require = createRequire({});
    expect(() => require('fs')).toThrow("Cannot find module 'fs'");
  });

  it('keeps a module already flagged as an ES module and wraps a bare value as its default', () => {
    const flagged = { __esModule: true, default: 1 };
    expect(asCommonJs(flagged)).toBe(flagged);
    expect(asCommonJs('text')).toEqual({ default: 'text', __esModule: true });
  });
});
