/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import OldTable from 'rc-table';
import NewTable from '@rc-component/table';
import { lineDemo } from '../demos/lines';
import type { LineId } from '@/lib/lines/lines';

/**
 * Which summary cells spanning several columns each line pins (rc-table 7.55.1's `fixUtil`, @rc-component/table
 * 1.12.0's `getCellFixedInfo`), rendered on the server, against what the fixed-columns page says on that line and
 * what the demos' comments say.
 */
type AnyTable = React.ComponentType<Record<string, unknown>> & {
  Summary: React.ComponentType<Record<string, unknown>> & {
    Row: React.ComponentType<Record<string, unknown>>;
    Cell: React.ComponentType<Record<string, unknown>>;
  };
};
const TABLES: Record<LineId, AnyTable> = { '7.x': OldTable as unknown as AnyTable, '1.x': NewTable as unknown as AnyTable };

type Fixed = 'left' | 'right' | undefined;

interface SummaryCell {
  text: string;
  /** Its class names hold a pinned cell's (`rc-table-cell-fix-left`, `rc-table-cell-fix-start`). */
  pinned: boolean;
  style: string;
}

/** The `<tfoot>` cells of a rendered table, in order. */
function summaryCells(html: string): SummaryCell[] {
  const foot = /<tfoot[^>]*>([\s\S]*?)<\/tfoot>/.exec(html)?.[1] ?? '';
  return Array.from(foot.matchAll(/<td class="([^"]*)"(?: style="([^"]*)")?[^>]*>([\s\S]*?)<\/td>/g), ([, classes, style = '', text]) => ({
    text: text.replace(/<[^>]+>/g, ''),
    pinned: classes.split(' ').some((name) => name.startsWith('rc-table-cell-fix-')),
    style,
  }));
}

/** One summary cell over columns `from`…`to` of a table whose columns are fixed as `fixed` says. */
function spanCell(line: LineId, fixed: Fixed[], from: number, to: number): SummaryCell {
  const Table = TABLES[line];
  const columns = fixed.map((side, i) => ({ title: `C${i}`, dataIndex: `c${i}`, key: `c${i}`, width: 100, fixed: side }));
  const row = Object.fromEntries([['key', 1], ...fixed.map((_, i) => [`c${i}`, i])]);
  const cells: React.ReactNode[] = [];
  for (let i = 0; i < fixed.length;) {
    const span = i === from ? to - from + 1 : 1;
    cells.push(React.createElement(Table.Summary.Cell, { key: i, index: i, colSpan: span }, i === from ? 'span' : `c${i}`));
    i += span;
  }
  const html = renderToStaticMarkup(
    React.createElement(Table, {
      columns,
      data: [row],
      scroll: { x: 2000 },
      summary: () => React.createElement(Table.Summary.Row, null, ...cells),
    }),
  );
  const cell = summaryCells(html).find(({ text }) => text === 'span');
  if (!cell) throw new Error('no summary cell "span"');
  return cell;
}

/** A line's rule, read from its rendering: a cell over a fixed and an unfixed column is pinned (7.x) or not (1.x). */
function ruleOf(line: LineId): 'one-end' | 'both-ends' {
  const mixed = [spanCell(line, ['left', undefined, undefined, 'right'], 0, 1), spanCell(line, ['left', undefined, undefined, 'right'], 2, 3)];
  if (mixed.every((cell) => cell.pinned)) return 'one-end';
  if (mixed.every((cell) => !cell.pinned)) return 'both-ends';
  throw new Error(`${line} pins a cell fixed left at its start but not one fixed right at its end, or the other way round`);
}

describe.each(['7.x', '1.x'] as const)('on %s', (line) => {
  it('a summary cell over two columns fixed to the same side is pinned', () => {
    expect(spanCell(line, ['left', 'left', undefined, 'right'], 0, 1).pinned).toBe(true);
    expect(spanCell(line, ['left', undefined, 'right', 'right'], 2, 3).pinned).toBe(true);
    expect(spanCell(line, ['left', undefined, undefined, 'right'], 1, 2).pinned).toBe(false);
  });
});

it('7.55.1 pins a summary cell whose first column is fixed left or last fixed right; 1.12.0 only one whose ends are both fixed to one side', () => {
  const old = spanCell('7.x', ['left', undefined, undefined, 'right'], 0, 1);
  expect(old.pinned).toBe(true);
  expect(old.style).toContain('position:sticky');
  expect(spanCell('7.x', ['left', undefined, undefined, 'right'], 2, 3).style).toContain('position:sticky');
  // A cell from a left-fixed to a right-fixed column is pinned left on 7.x, not at all on 1.x.
  expect(spanCell('7.x', ['left', undefined, undefined, 'right'], 0, 3).pinned).toBe(true);
  expect(spanCell('1.x', ['left', undefined, undefined, 'right'], 0, 3).pinned).toBe(false);

  const current = spanCell('1.x', ['left', undefined, undefined, 'right'], 0, 1);
  expect(current.pinned).toBe(false);
  expect(current.style).not.toMatch(/sticky|inset-inline|left:|right:/);

  expect(ruleOf('7.x')).toBe('one-end');
  expect(ruleOf('1.x')).toBe('both-ends');
});

/** Each rule in the words of the fixed-columns page, in each edition; the page of a line must state its rule and not the other. */
const RULE_WORDS = {
  'one-end': { 'zh-CN': '起始列固定在左侧，或结束列固定在右侧', en: 'first column is fixed to the left' },
  'both-ends': { 'zh-CN': '只有两端的列固定在同一侧', en: 'only when both end columns are fixed to the same side' },
} as const;

/** The fixed-columns page as a line and edition show it (the registry build's text of it). */
function pageText(line: LineId, edition: 'zh-CN' | 'en'): string {
  const file = path.join(process.cwd(), '.generated', 'content', edition === 'en' ? 'en' : '', line === '7.x' ? '7.x' : '', 'demo', 'fixed-columns.mdx');
  return fs.readFileSync(file, 'utf8');
}

describe.each(['7.x', '1.x'] as const)('the fixed-columns page on %s', (line) => {
  it.each(['zh-CN', 'en'] as const)('states the rule its line renders (%s)', (edition) => {
    const rule = ruleOf(line);
    const other = rule === 'one-end' ? 'both-ends' : 'one-end';
    const text = pageText(line, edition);
    expect(text).toContain(RULE_WORDS[rule][edition]);
    expect(text).not.toContain(RULE_WORDS[other][edition]);
  });

  it("renders the demo's summary row as the page says: cells under fixed columns pinned, the others not", async () => {
    const FixedColumns = await lineDemo(line, 'fixed-columns');
    const cells = summaryCells(renderToStaticMarkup(React.createElement(FixedColumns)));
    expect(cells.map((cell) => cell.pinned)).toEqual([true, false, false, false, true]);
    expect(cells[0].text).toBe('Total');
  });

  it('has demo comments that give both rules, so each line reads its own', () => {
    for (const name of ['fixed-columns', 'title-and-footer']) {
      const code = fs.readFileSync(path.join(process.cwd(), '.generated', 'demos', line, name, 'index.tsx'), 'utf8');
      expect([name, /7\.x pins a cell whole|pinned whole on 7\.x/.test(code), /1\.x[^.]*both ends are\s+fixed/.test(code)]).toEqual([name, true, true]);
    }
  });
});
