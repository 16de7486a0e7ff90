import { classNameModule, scopeCssModule } from '@/lib/live/css-module';

describe('classNameModule', () => {
  it('answers every class name asked for with itself, and nothing for symbols or then', () => {
    const names = classNameModule().default as Record<string | symbol, unknown>;
    expect(names.tesExpandedRowClassName).toBe('tesExpandedRowClassName');
    expect(names['row-odd']).toBe('row-odd');
    expect(names.then).toBeUndefined();
    expect(names[Symbol.iterator]).toBeUndefined();
  });
});

describe('scopeCssModule', () => {
  it('scopes class names in selectors and at-rule blocks, leaving declarations alone', () => {
    const css = [
      '/* .commented { } */',
      '.row, .row:hover > .cell-a { background: url(a.png) no-repeat; margin: 0.5em; }',
      '@media (min-width: 600px) { .row { padding: .25rem; } }',
    ].join('\n');
    const { css: scoped, classes } = scopeCssModule(css, 'live-x');
    expect(classes).toEqual({ row: 'live-x-row', 'cell-a': 'live-x-cell-a' });
    expect(scoped).toContain('.live-x-row, .live-x-row:hover > .live-x-cell-a { background: url(a.png) no-repeat; margin: 0.5em; }');
    expect(scoped).toContain('@media (min-width: 600px) { .live-x-row { padding: .25rem; } }');
    expect(scoped).not.toContain('commented');
  });
});
