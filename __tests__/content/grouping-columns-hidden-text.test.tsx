import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { LINES, lineDemo } from '../demos/lines';

/**
 * The grouping-columns-hidden page says where the demo's three hidden leaves sit: the zh-CN text names the header
 * row of each, the English one that each is in a different group. Both are read against the demo as each line
 * renders it, with the leaves shown.
 */
const page = (file: string) => fs.readFileSync(path.join(process.cwd(), file), 'utf8');

describe.each(LINES)('on $line', ({ line }) => {
  it('the hidden leaves sit where the page says', async () => {
    const Demo = await lineDemo(line, 'grouping-columns-hidden');
    render(<Demo />);
    expect(screen.queryByRole('columnheader', { name: 'Age' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show age, unit and company city' }));

    const rows = Array.from(document.querySelectorAll('thead tr'));
    const headerRow = (name: string) => rows.indexOf(screen.getByRole('columnheader', { name }).closest('tr') as HTMLTableRowElement) + 1;
    expect(['Age', 'City', 'Unit'].map((name) => [name, headerRow(name)])).toEqual([
      ['Age', 2],
      ['City', 2],
      ['Unit', 4],
    ]);

    const zh = page('content/demo/grouping-columns-hidden.mdx');
    expect(zh).toContain('“Age”和“Company”下的“City”在表头的第二行，“Residence”下的“Unit”在第四行');
    expect(zh).not.toContain('不同层级');
    expect(page('content/en/demo/grouping-columns-hidden.mdx')).toContain('hides three leaf columns, each in a different group');
  });

  it("each hidden leaf's group is another one (Personal, Residence, Company)", async () => {
    const Demo = await lineDemo(line, 'grouping-columns-hidden');
    render(<Demo />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show age, unit and company city' }));
    // The group over a leaf is the header cell of the row above whose columns cover the leaf's column.
    const rows = Array.from(document.querySelectorAll('thead tr'));
    const columnOf = (cell: Element) => {
      const row = cell.parentElement as HTMLTableRowElement;
      return { row: rows.indexOf(row), start: startColumn(cell, rows) };
    };
    const groupOf = (name: string) => {
      const leaf = columnOf(screen.getByRole('columnheader', { name }));
      const above = Array.from(rows[leaf.row - 1].children).find((cell) => {
        const start = startColumn(cell, rows);
        return start <= leaf.start && leaf.start < start + Number(cell.getAttribute('colspan') ?? 1);
      });
      return above?.textContent;
    };
    expect(['Age', 'Unit', 'City'].map(groupOf)).toEqual(['Personal', 'Residence', 'Company']);
  });
});

/** The first column a header cell covers, counting the cells before it and those of earlier rows spanning down into its row. */
function startColumn(cell: Element, rows: Element[]): number {
  const grid: boolean[][] = rows.map(() => []);
  let found = -1;
  rows.forEach((row, r) => {
    let c = 0;
    for (const th of Array.from(row.children)) {
      while (grid[r][c]) c += 1;
      const colSpan = Number(th.getAttribute('colspan') ?? 1);
      const rowSpan = Number(th.getAttribute('rowspan') ?? 1);
      for (let dr = 0; dr < rowSpan; dr += 1) for (let dc = 0; dc < colSpan; dc += 1) grid[r + dr][c + dc] = true;
      if (th === cell) found = c;
      c += colSpan;
    }
  });
  return found;
}
