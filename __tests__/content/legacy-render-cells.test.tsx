import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { fireEvent, render } from '@testing-library/react';
import OldTable from 'rc-table';
import NewTable from '@rc-component/table';

/**
 * What the colspan-rowspan-legacy demo's comment says the legacy `render` costs, on both packages: once one body cell
 * returns `{ children, props }`, every body cell without `shouldCellUpdate` calls its `render` again whenever it
 * re-renders (here: a hover over another row), where it would otherwise keep its last result.
 */
const TABLES = { '7.x': OldTable, '1.x': NewTable } as const;

describe.each(['7.x', '1.x'] as const)('on %s', (line) => {
  // The deprecation warning the legacy form logs (once per package) is expected; nothing else may be logged.
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('return cell props is deprecated')) throw new Error(`console.error: ${String(args[0])}`);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  /** How often each column's `render` ran for the first render, then for a hover in and out of the second row. */
  function renderCalls(legacy: boolean) {
    const Table = TABLES[line] as unknown as React.ComponentType<Record<string, unknown>>;
    const calls = { legacy: 0, plain: 0, checked: 0 };
    const columns = [
      {
        key: 'legacy',
        dataIndex: 'v',
        render: (v: number, _: unknown, index: number) => {
          calls.legacy += 1;
          return legacy && index === 0 ? { children: v, props: { rowSpan: 1 } } : v;
        },
      },
      { key: 'plain', dataIndex: 'v', render: (v: number) => ((calls.plain += 1), v) },
      { key: 'checked', dataIndex: 'v', render: (v: number) => ((calls.checked += 1), v), shouldCellUpdate: () => false },
    ];
    const { container, unmount } = render(<Table columns={columns} data={[0, 1, 2].map((v) => ({ key: v, v }))} />);
    const first = { ...calls };
    const secondRow = container.querySelectorAll('tbody tr')[1].querySelector('td') as HTMLElement;
    fireEvent.mouseEnter(secondRow);
    fireEvent.mouseLeave(secondRow);
    unmount();
    return { first, hover: { legacy: calls.legacy - first.legacy, plain: calls.plain - first.plain, checked: calls.checked - first.checked } };
  }

  it('a hover calls no render again while no cell returns props', () => {
    expect(renderCalls(false)).toEqual({ first: { legacy: 3, plain: 3, checked: 3 }, hover: { legacy: 0, plain: 0, checked: 0 } });
  });

  it('after one cell returns props, a hover calls render again in every cell of the row without shouldCellUpdate', () => {
    // Entering and leaving the second row re-renders its cells twice: the first row's legacy cell is not among them.
    expect(renderCalls(true)).toEqual({ first: { legacy: 3, plain: 3, checked: 3 }, hover: { legacy: 2, plain: 2, checked: 0 } });
  });

  it("is what the demo's comment says", () => {
    const code = fs.readFileSync(path.join(process.cwd(), '.generated', 'demos', line, 'colspan-rowspan-legacy', 'index.tsx'), 'utf8');
    expect(code.replace(/\n\s*\/\/ /g, ' ')).toContain('every body cell without `shouldCellUpdate` (not only these) calls its `render` again');
  });
});
