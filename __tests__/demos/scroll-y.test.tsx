import { fireEvent, render, screen, within } from '@testing-library/react';
import { failOnConsoleError } from './console-guard';
import { LINES, lineDemo } from './lines';
import type { ComponentType } from 'react';

describe.each(LINES)('on $line', ({ line }) => {
  let ScrollY: ComponentType;
  beforeAll(async () => {
    [ScrollY] = await Promise.all(['scroll-y'].map((name) => lineDemo(line, name)));
  });

  failOnConsoleError();

  /** The rc-table root that follows a heading. */
  function tableAfter(name: string): HTMLElement {
    let next = screen.getByRole('heading', { name }).nextElementSibling;
    while (next && !next.classList.contains('rc-table')) next = next.nextElementSibling;
    if (!(next instanceof HTMLElement)) throw new Error(`no table after "${name}"`);
    return next;
  }

  const colWidths = (table: Element | null) => Array.from(table?.querySelectorAll('colgroup col') ?? [], (col) => (col as HTMLElement).style.width);

  describe('scroll-y', () => {
    beforeAll(() => {
      // jsdom has no scrolling; the table's ref calls these.
      Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, value: jest.fn() });
      Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { configurable: true, value: jest.fn() });
    });

    afterAll(() => {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    });

    it('highlights the row a button scrolled to with a class on the row', () => {
      render(<ScrollY />);
      const first = tableAfter('Scrolling to a row');
      const highlighted = () => Array.from(first.querySelectorAll('tr.scroll-y-target'), (row) => row.textContent);
      expect(highlighted()).toEqual([]);

      fireEvent.click(screen.getByRole('button', { name: 'Scroll to key T-120' }));
      expect(highlighted()).toEqual([expect.stringMatching(/^T-120Support ticket 20/)]);
      // Neither the row nor the cells carry an inline background: the demo's stylesheet paints the cells.
      expect(within(first).getByText('T-120').closest('tr')).not.toHaveAttribute('style');

      fireEvent.click(screen.getByRole('button', { name: 'Scroll to index 14' }));
      expect(highlighted()).toEqual([expect.stringMatching(/^T-115/)]);
    });

    it('adds a second table with a sticky header over a body that scrolls both ways', () => {
      render(<ScrollY />);
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Scrolling to a row', 'Sticky header with scroll.y']);
      const sticky = tableAfter('Sticky header with scroll.y');
      expect(sticky.querySelector('.rc-table-header')).toHaveClass('rc-table-sticky-holder');
      expect(sticky.querySelector('.rc-table-body')).toHaveStyle({ maxHeight: '300px', overflowY: 'scroll' });
      expect(within(sticky).getAllByRole('row')).toHaveLength(31);
      // Header and body share the columns' widths, so their columns line up.
      const header = colWidths(sticky.querySelector('.rc-table-header table'));
      const body = colWidths(sticky.querySelector('.rc-table-body table'));
      expect(body).toEqual(['100px', '500px', '300px', '300px']);
      expect(header.slice(0, 4)).toEqual(body);
    });
  });
});
