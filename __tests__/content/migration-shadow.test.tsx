import { act, fireEvent, render } from '@testing-library/react';
import type * as React from 'react';
import fs from 'node:fs';
import path from 'node:path';
import OldTable from 'rc-table';
import NewTable from '@rc-component/table';
import { columnsOf, removedClassRows, rowsOf, type Direction } from './class-table';

/**
 * The guide's rows for 7.x's scroll shadows (`rc-table-ping-left`, `-ping-right`), which only a scroll sets:
 * both packages are mounted in jsdom, their scrolling body is given a width to scroll and moved to its start, its
 * middle and its end, and the classes each sets on the wrapper are compared with what the guide says 1.x sets.
 */
const editions = ['content/1.x/migration.mdx', 'content/en/1.x/migration.mdx'];
const SCROLL_WIDTH = 1000;
const CLIENT_WIDTH = 300;

beforeAll(() => {
  // jsdom lays nothing out: every element reports the same widths, so the body can scroll 700 px.
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(SCROLL_WIDTH);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(CLIENT_WIDTH);
});
afterAll(() => jest.restoreAllMocks());

/** The wrapper's classes once the body has scrolled `distance` px from the start (negative `scrollLeft` in RTL). */
function wrapperAfterScroll(line: '7.x' | '1.x', direction: Direction, distance: number): Set<string> {
  const Table = (line === '7.x' ? OldTable : NewTable) as unknown as React.ComponentType<Record<string, unknown>>;
  const layout = ['left', undefined, undefined, undefined, 'right'];
  const { container, unmount } = render(<Table columns={columnsOf(layout)} data={rowsOf(layout)} direction={direction} scroll={{ x: SCROLL_WIDTH }} />);
  const body = container.querySelector<HTMLElement>('.rc-table-content');
  if (!body) throw new Error(`${line}: no scrolling body`);
  let scrollLeft = 0;
  Object.defineProperty(body, 'scrollLeft', { configurable: true, get: () => scrollLeft, set: (value: number) => (scrollLeft = value) });
  act(() => {
    scrollLeft = direction === 'rtl' ? -distance : distance;
    fireEvent.scroll(body);
  });
  const classes = new Set((container.firstElementChild?.className ?? '').split(/\s+/));
  unmount();
  return classes;
}

describe.each(editions)('%s', (file) => {
  const rows = removedClassRows(fs.readFileSync(path.join(process.cwd(), file), 'utf8')).filter((row) => row.from.includes('-ping-'));

  it('has rows for both ping classes', () => {
    expect(rows.map((row) => row.from)).toEqual(['rc-table-ping-left', 'rc-table-ping-right']);
  });

  describe.each<Direction>(['ltr', 'rtl'])('%s', (direction) => {
    it.each([0, 350, SCROLL_WIDTH - CLIENT_WIDTH])('names the class 1.x sets for each ping class 7.x sets, %d px from the start', (distance) => {
      const old = wrapperAfterScroll('7.x', direction, distance);
      const current = wrapperAfterScroll('1.x', direction, distance);
      for (const { from, claims } of rows) {
        const claim = claims[direction];
        if (claim.kind !== 'becomes') throw new Error(`${from} has no 1.x class for ${direction}`);
        expect([from, old.has(from)]).toEqual([from, current.has(claim.target)]);
      }
      // Each position sets at least one shadow, so the comparison is not empty.
      expect(rows.some((row) => old.has(row.from))).toBe(true);
    });
  });
});
