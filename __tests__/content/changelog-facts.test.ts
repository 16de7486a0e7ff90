/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import OldTable from 'rc-table';
import NewTable from '@rc-component/table';

/**
 * Changelog entries whose facts the installed packages still show (rc-table 7.55.1, @rc-component/table 1.12.0).
 * The 1.x changelog repeats the 7.x entries word for word (changelog.test.ts), so the 7.x pages are read here.
 */
const EDITIONS = [
  { name: 'zh-CN', changelogs: { '7.x': 'content/7.x/changelog.md', '1.x': 'content/1.x/changelog.md' }, notInherited: '不会继承' },
  { name: 'en', changelogs: { '7.x': 'content/en/7.x/changelog.md', '1.x': 'content/en/1.x/changelog.md' }, notInherited: 'did not inherit' },
] as const;

/** The bullets under `## version`. */
function entry(file: string, version: string): string[] {
  const text = fs.readFileSync(path.join(process.cwd(), file), 'utf8');
  const start = text.indexOf(`\n## ${version}\n`);
  if (start < 0) throw new Error(`${file} has no ${version}`);
  const end = text.indexOf('\n## ', start + 1);
  return text
    .slice(start, end < 0 ? undefined : end)
    .split('\n')
    .filter((line) => line.startsWith('- '));
}

describe.each(EDITIONS)('the $name edition', ({ changelogs, notInherited }) => {
  it("7.52.1 and 1.5.1 tell #1303 the same way: a group's children did not inherit its fixed", () => {
    const bullets = [entry(changelogs['7.x'], '7.52.1'), entry(changelogs['1.x'], '1.5.1')].map((bullets) =>
      bullets.find((bullet) => bullet.includes('/pull/1303)')),
    );
    for (const bullet of bullets) expect(bullet).toContain(notInherited);
  });

  it("7.33.0 names the stylesheet's new cell background and row-hover colour", () => {
    const bullet = entry(changelogs['7.x'], '7.33.0').find((line) => line.includes('#f4f4f4'));
    for (const value of ['`.rc-table-cell`', '`#f4f4f4`', '`.rc-table-cell-row-hover`', '`rgba(255, 0, 0, 0.05)`', '`#fff4f4`', '`div`'])
      expect(bullet).toContain(value);
  });
});

it("rc-table 7.55.1's stylesheet has the colours 7.33.0 brought, under the body's own white", () => {
  const css = fs.readFileSync(path.join(process.cwd(), 'node_modules', 'rc-table', 'assets', 'index.css'), 'utf8');
  expect(css).toMatch(/^\.rc-table-cell \{\s*background: #f4f4f4;\s*\}/m);
  expect(css).toMatch(/^\.rc-table-cell\.rc-table-cell-row-hover \{\s*background: #fff4f4;\s*\}/m);
  expect(css).toMatch(/^\.rc-table tbody tr td \{\s*background: #fff;\s*\}/m);
  expect(css).toMatch(/^\.rc-table tfoot td \{\s*background: #fff;\s*\}/m);
});

it.each([
  ['7.x', OldTable, 'rc-table-cell-fix-left'],
  ['1.x', NewTable, 'rc-table-cell-fix-start'],
])('%s pins the children of a column group with fixed that set none of their own (#1303)', (_line, Table, pinned) => {
  const columns = [
    {
      title: 'Group',
      fixed: 'left',
      children: [
        { title: 'A', dataIndex: 'a', key: 'a', width: 100 },
        { title: 'B', dataIndex: 'b', key: 'b', width: 100, fixed: undefined },
      ],
    },
    { title: 'C', dataIndex: 'c', key: 'c', width: 100 },
  ];
  const html = renderToString(
    React.createElement(Table as unknown as React.ComponentType<Record<string, unknown>>, {
      columns,
      data: [{ key: 1, a: 'a', b: 'b', c: 'c' }],
      scroll: { x: 1000 },
    }),
  );
  const bodyCells = [...html.matchAll(/<td class="([^"]*)"/g)].map((m) => m[1].split(' ').includes(pinned));
  expect(bodyCells).toEqual([true, true, false]);
});
