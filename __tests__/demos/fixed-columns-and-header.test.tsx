import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { failOnConsoleError } from './console-guard';
import { LINES, lineDemo, pinnedClasses } from './lines';
import type { ComponentType } from 'react';

describe.each(LINES)('on $line', ({ line }) => {
  let FixedColumnsAndHeader: ComponentType;
  const pin = pinnedClasses(line);
  beforeAll(async () => {
    [FixedColumnsAndHeader] = await Promise.all(['fixed-columns-and-header'].map((name) => lineDemo(line, name)));
  });

  failOnConsoleError();

  /** The heading and the rc-table root that follows it. */
  function section(name: string): HTMLElement {
    const heading = screen.getByRole('heading', { name });
    const table = heading.nextElementSibling;
    if (!(table instanceof HTMLElement)) throw new Error(`nothing after "${name}"`);
    return table;
  }

  describe('fixed-columns-and-header', () => {
    it('shows a fixed-width table and a max-content table with a sticky header', () => {
      render(<FixedColumnsAndHeader />);
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Fixed widths, scroll.y', 'Widths from content, sticky header']);

      const content = section('Widths from content, sticky header');
      expect(content.querySelector('.rc-table-header.rc-table-sticky-holder')).not.toBeNull();
      // max-content goes to the table element as its width; no column gets a width.
      expect(content.querySelector('.rc-table-body > table')).toHaveStyle({ width: 'max-content' });
      expect(content.querySelectorAll('colgroup col[style*="width"]')).toHaveLength(0);
      expect(within(content).getByRole('columnheader', { name: 'Action' })).toHaveClass(pin.end.cell);
      expect(within(content).getAllByRole('link', { name: 'Profile' })).toHaveLength(20);
    });

    it('keeps both headers and the pinned column when there is no data', async () => {
      render(<FixedColumnsAndHeader />);
      fireEvent.click(screen.getByRole('checkbox', { name: 'No data' }));
      // The sticky scroll bar re-measures on the next animation frame.
      await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      expect(screen.getAllByText('No employees match')).toHaveLength(2);
      expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
      const content = section('Widths from content, sticky header');
      expect(within(content).getByRole('columnheader', { name: 'Action' })).toHaveClass(pin.end.cell);
      expect(content.querySelector('.rc-table-sticky-holder')).not.toBeNull();
    });
  });
});
