/** @jest-environment node */
import { readSheet, syntaxOf, type Sheet } from '@/lib/migration/stylesheet/sheet';

function read(css: string): Sheet {
  const result = readSheet(css);
  if (!result.ok) throw new Error(`did not read: ${result.error.message}`);
  return result.sheet;
}

const slice = (sheet: Sheet, span: { start: number; end: number }) => sheet.text.slice(span.start, span.end);

describe('reading a stylesheet with PostCSS', () => {
  it('gives each block its prelude, selector items, closing brace and parent, in source order', () => {
    const css = '.a, .b > .c { color: red; .d { x: y } }\n@media (max-width: 600px) {\n  .e:hover { z-index: 3 !important; }\n}';
    const sheet = read(css);
    expect(sheet.blocks.map((b) => [b.kind, slice(sheet, b.prelude), b.items.map((i) => slice(sheet, i)), css[b.close], b.parent])).toEqual([
      ['rule', '.a, .b > .c', ['.a', '.b > .c'], '}', undefined],
      ['rule', '.d', ['.d'], '}', 0],
      ['at', '@media (max-width: 600px)', [], '}', undefined],
      ['rule', '.e:hover', ['.e:hover'], '}', 2],
    ]);
    expect(sheet.blocks[0].close).toBe(css.indexOf('}\n'));
    expect(sheet.blocks.map((b) => b.nests)).toEqual([true, false, false, false]);
    expect(sheet.blocks[3].declarations).toEqual([{ property: 'z-index', value: '3', important: true, start: css.indexOf('z-index') }]);
  });

  it('marks rules that nest through an at-rule, rules in @keyframes, and blocks with statements that are not declarations', () => {
    const sheet = read('.t { @media print { .u { a: b } } }\n@keyframes k { from { a: b } }\n.m { @include shadow; @extend .n; @import "x"; }');
    expect(sheet.blocks.map((b) => ({ nests: b.nests, keyframes: b.keyframes, opaque: b.opaque }))).toEqual([
      { nests: true, keyframes: false, opaque: false },
      { nests: false, keyframes: false, opaque: false },
      { nests: false, keyframes: false, opaque: false },
      { nests: false, keyframes: true, opaque: false },
      { nests: false, keyframes: true, opaque: false },
      { nests: false, keyframes: false, opaque: true },
    ]);
    expect(read('.m { .mixin(); color: red; }').blocks[0].opaque).toBe(true);
  });

  it('blanks every comment, keeping offsets and line breaks: statements, `//` lines, and comments inside selectors and values', () => {
    const css = '/* .rc-table-ping-left */\n.a /* .x */ .b { color: /* y */ red; } // .rc-table-ping-right {\n.c { background: url(//cdn.example/i.png); }';
    const { text } = read(css);
    expect(text).toHaveLength(css.length);
    expect(text.split('\n').length).toBe(css.split('\n').length);
    expect(text).not.toMatch(/ping|\.x|\by\b/);
    expect(text).toContain('url(//cdn.example/i.png)');
    expect(text.replace(/\s+/g, ' ').trim()).toBe('.a .b { color: red; } .c { background: url(//cdn.example/i.png); }');
    const less = read('@p: rc-table; // .rc-table-ping-left\n.@{p} { a: b; }');
    expect(less.syntax).toBe('less');
    expect(less.text).not.toContain('ping');
  });

  it("reads Less whose line comments start with `*`, as rc-tooltip's stylesheet writes them, keeping offsets", () => {
    const css = '@tooltip-prefix: rc-tooltip;\n//** Tooltip text color\n@tooltip-color: #fff;\n.a { //* inside\n  color: @tooltip-color; }';
    const sheet = read(css);
    expect(sheet.syntax).toBe('less');
    expect(sheet.variables.get('@tooltip-color')).toBe('#fff');
    expect(sheet.text).toHaveLength(css.length);
    expect(sheet.text).not.toMatch(/Tooltip|inside/);
    expect(sheet.blocks[0].declarations[0]).toMatchObject({ property: 'color', start: css.lastIndexOf('color:') });
  });

  it('reads Less and Sass variables, the last one winning, without quotes, escapes or flags', () => {
    expect([...read("@prefix: ~'my-table';\n@shadow: red;\n@shadow: blue;\n.@{prefix} { a: b; }").variables]).toEqual([
      ['@prefix', 'my-table'],
      ['@shadow', 'blue'],
    ]);
    expect([...read("$prefix: 'rc-table' !default;\n.#{$prefix} { $inner: 2px; }").variables]).toEqual([
      ['$prefix', 'rc-table'],
      ['$inner', '2px'],
    ]);
  });

  it('does not split a selector list at a comma inside an interpolation', () => {
    const sheet = read('.#{fn($a, $b)}-cell, .x { a: b }');
    expect(sheet.blocks[0].items.map((i) => slice(sheet, i))).toEqual(['.#{fn($a, $b)}-cell', '.x']);
  });

  it("gives each import's parameters where they are written", () => {
    const css = "@import (reference) '~rc-table/assets/index.less';\n@use 'sass:math';";
    expect(read(css).imports).toEqual([
      { start: css.indexOf('(reference)'), params: "(reference) '~rc-table/assets/index.less'" },
      { start: css.indexOf("'sass:math'"), params: "'sass:math'" },
    ]);
  });

  it('tells Less by its own syntax, and reads everything else as SCSS (which reads plain CSS)', () => {
    expect(['@{p}-x { a: b }', '@p: x;\n.a { b: c }', '.a { .mixin(); }', '.a { .m(1px) !important; }'].map(syntaxOf)).toEqual([
      'less',
      'less',
      'less',
      'less',
    ]);
    expect(['.a { b: c }', '$p: x;\n.#{$p} { b: c }', '@media (x) { .a { b: c } }', '.a { @include m(); }'].map(syntaxOf)).toEqual([
      'scss',
      'scss',
      'scss',
      'scss',
    ]);
  });

  it('returns the syntax error where PostCSS stopped, in its words', () => {
    expect(readSheet('.a { color: red; }\n.b { color: blue;')).toEqual({ ok: false, error: { kind: 'syntax', message: 'Unclosed block', line: 2, column: 1 } });
    expect(readSheet('.a {\n  color red\n}')).toEqual({ ok: false, error: { kind: 'syntax', message: 'Unknown word color', line: 2, column: 3 } });
    expect(readSheet('.a { content: "open }')).toMatchObject({ ok: false, error: { message: 'Unclosed string', line: 1, column: 15 } });
  });
});
