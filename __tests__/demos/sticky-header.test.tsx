import { act, render, screen } from '@testing-library/react';
import { failOnConsoleError } from './console-guard';
import { LINES, lineDemo } from './lines';
import type { ComponentType } from 'react';

describe.each(LINES)('on $line', ({ line }) => {
  let StickyHeader: ComponentType;
  beforeAll(async () => {
    [StickyHeader] = await Promise.all(['sticky-header'].map((name) => lineDemo(line, name)));
  });

  failOnConsoleError();

  /** The rc-table root that follows a heading (past a short note, or inside a scrolling box). */
  function tableAfter(name: string): HTMLElement {
    let next = screen.getByRole('heading', { name }).nextElementSibling;
    while (next && !next.classList.contains('rc-table') && !next.querySelector('.rc-table')) next = next.nextElementSibling;
    const table = next?.classList.contains('rc-table') ? next : next?.querySelector('.rc-table');
    if (!(table instanceof HTMLElement)) throw new Error(`no table after "${name}"`);
    return table;
  }

  const stickyHeader = (table: HTMLElement) => table.querySelector('.rc-table-header.rc-table-sticky-holder') as HTMLElement;
  /** Renders the demo and lets the sticky scroll bars take their first measure, which they do on an animation frame. */
  async function renderDemo(): Promise<void> {
    render(<StickyHeader />);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }

  const bodyRows = (table: HTMLElement) => table.querySelectorAll('tbody tr.rc-table-row');

  describe('sticky-header', () => {
    it('shows each variant as its own table under a heading', async () => {
      await renderDemo();
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'sticky',
        'sticky with scroll.y',
        'offsetHeader and offsetScroll',
        'getContainer',
        'Empty data',
        'scroll.x: true',
        "scroll.x: 'max-content'",
      ]);
      for (const table of document.querySelectorAll<HTMLElement>('.rc-table')) expect(stickyHeader(table)).not.toBeNull();
    });

    it('sticks the plain header at the top, with no offset', async () => {
      await renderDemo();
      const plain = tableAfter('sticky');
      expect(stickyHeader(plain)).toHaveStyle({ top: '0px' });
      expect(bodyRows(plain)).toHaveLength(20);
    });

    it('caps the body at 300px under the sticky header', async () => {
      await renderDemo();
      const body = tableAfter('sticky with scroll.y').querySelector('.rc-table-body');
      expect(body).toHaveStyle({ maxHeight: '300px', overflowY: 'scroll' });
    });

    it('moves the header down by offsetHeader and says so', async () => {
      await renderDemo();
      expect(stickyHeader(tableAfter('offsetHeader and offsetScroll'))).toHaveStyle({ top: '24px' });
      expect(screen.getByText(/The header stops 24 px lower/)).toBeInTheDocument();
    });

    it('keeps the getContainer table in its own scrolling box', async () => {
      await renderDemo();
      const table = tableAfter('getContainer');
      expect(table.parentElement).toHaveStyle({ overflow: 'auto', height: '320px' });
      expect(stickyHeader(table)).toHaveStyle({ top: '0px' });
    });

    it('keeps the header of an empty table', async () => {
      await renderDemo();
      const empty = tableAfter('Empty data');
      expect(bodyRows(empty)).toHaveLength(0);
      expect(screen.getByText('No products yet')).toBeInTheDocument();
      expect(stickyHeader(empty).querySelectorAll('th')).toHaveLength(10);
    });

    it('sizes the tables with scroll.x true and max-content', async () => {
      await renderDemo();
      // true leaves the width to the browser; max-content makes every column as wide as its text.
      expect(tableAfter('scroll.x: true').querySelector('.rc-table-body > table')).toHaveStyle({ width: 'auto', minWidth: '100%' });
      expect(tableAfter("scroll.x: 'max-content'").querySelector('.rc-table-body > table')).toHaveStyle({ width: 'max-content' });
    });
  });
});
