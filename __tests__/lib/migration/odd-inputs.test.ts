/** @jest-environment node */
import { migrate } from '@/lib/migration';
import { babel, migrated } from './run';

describe('odd inputs', () => {
  it('reports a syntax error with its line and column, and changes nothing', () => {
    const result = migrate("import Table from 'rc-table';\n\nconst columns = [{ title: 'A', fixed: 'left' ];\n", { ...babel });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toEqual({ kind: 'syntax', message: expect.stringMatching(/^Unexpected token/), line: 3, column: 46 });
  });

  it('says so when nothing was pasted', () => {
    for (const code of ['', '   \n\t\n']) {
      const result = migrated(code);
      expect(result).toMatchObject({ code, changes: [], warnings: [], notice: 'empty' });
    }
  });

  it('says so when the code has no table in it', () => {
    const code = 'import React from \'react\';\nexport const Hello = () => <p className="greeting">Hello</p>;\n';
    expect(migrated(code)).toMatchObject({ code, changes: [], warnings: [], notice: 'no-table' });
    expect(migrated('.greeting { color: rebeccapurple; }')).toMatchObject({ language: 'css', changes: [], notice: 'no-table' });
  });

  it('says so when the code is already 1.x', () => {
    const code = "import Table from '@rc-component/table';\nconst c = [{ title: 'A', fixed: 'start' }];";
    expect(migrated(code)).toMatchObject({ code, changes: [], notice: 'already-current' });
  });

  it('rewrites 200 KB of code quickly, every occurrence at its own line', () => {
    const block = (i: number) =>
      `const columns${i}: ColumnsType = [\n  { title: 'A${i}', dataIndex: 'a', fixed: 'left' },\n  { title: 'B${i}', dataIndex: 'b' },\n];\n`;
    let code = "import type { ColumnsType } from 'rc-table';\n";
    let count = 0;
    while (code.length < 200 * 1024) code += block(count++);
    const started = performance.now();
    const result = migrated(code);
    const seconds = (performance.now() - started) / 1000;
    expect(result.changes.filter((c) => c.rule === 'fixed')).toHaveLength(count);
    expect(result.changes.at(-1)?.line).toBe(1 + (count - 1) * 4 + 2);
    // `left` → `start` adds a character per column, `rc-table` → `@rc-component/table` eleven.
    expect(result.code.length).toBe(code.length + count + 11);
    // Linear work takes well under a second on a quiet machine; a quadratic step took 30 s here on a busy one.
    expect(seconds).toBeLessThan(15);
  });

  it('walks deeply nested code, and says when code nests deeper than the parser can follow', () => {
    const nested = (depth: number) =>
      `import Table from 'rc-table';\nconst x = ${'['.repeat(depth)}{ title: 'a', fixed: 'right' }${']'.repeat(depth)};\n<Table columns={x} />;`;
    expect(migrated(nested(250)).changes.map((c) => c.message)).toEqual(['package-renamed', 'fixed-renamed']);
    expect(migrate(nested(5000), { ...babel })).toMatchObject({ ok: false, error: { kind: 'nesting' } });
  });

  it('reads a stylesheet that starts with an element selector as CSS once it does not parse as a script', () => {
    const result = migrate('table.rc-table-ping-right td { color: red; }', { ...babel });
    expect(result).toMatchObject({
      ok: true,
      language: 'css',
      code: 'table.rc-table-fix-end-shadow-show:where(:not(.rc-table-rtl)) td, table.rc-table-fix-start-shadow-show:where(.rc-table-rtl) td { color: red; }',
    });
  });

  it('gives a stylesheet PostCSS cannot read back as a syntax error, where it stopped, and changes nothing', () => {
    expect(migrate('.rc-table-ping-left { color: red; }\n.rc-table-cell-fix-left {\n  color: red;', babel)).toEqual({
      ok: false,
      language: 'css',
      error: { kind: 'syntax', message: 'Unclosed block', line: 2, column: 1 },
    });
  });

  it('keeps to the language it is told', () => {
    const result = migrate('.rc-table-ping-left {}', { ...babel, language: 'script' });
    expect(result).toMatchObject({ ok: false, language: 'script', error: { line: 1, column: 1 } });
  });
});
