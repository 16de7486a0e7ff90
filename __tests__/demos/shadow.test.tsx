import { fireEvent, render, screen, within } from '@testing-library/react';
import { failOnConsoleError } from './console-guard';
import { LINES, lineDemo, pinnedClasses } from './lines';
import type { ComponentType } from 'react';

describe.each(LINES)('on $line', ({ line }) => {
  let Shadow: ComponentType;
  const pin = pinnedClasses(line);
  beforeAll(async () => {
    [Shadow] = await Promise.all(['shadow'].map((name) => lineDemo(line, name)));
  });

  failOnConsoleError();

  /** The rc-table root that follows a heading. */
  function tableAfter(name: string): HTMLElement {
    const table = screen.getByRole('heading', { name }).nextElementSibling;
    if (!(table instanceof HTMLElement)) throw new Error(`nothing after "${name}"`);
    return table;
  }

  describe('shadow', () => {
    it('shows two tables, the second with column groups pinned to both sides', () => {
      render(<Shadow />);
      expect(screen.getAllByRole('table')).toHaveLength(3);
      const groups = tableAfter('Column groups pinned to both sides');
      const staff = within(groups).getByRole('columnheader', { name: 'Staff' });
      const hours = within(groups).getByRole('columnheader', { name: 'Hours' });
      expect(staff).toHaveAttribute('colspan', '2');
      expect(hours).toHaveAttribute('colspan', '2');
      // The group headers sit at the edges of the pinned areas, where the shadows are drawn.
      expect(staff).toHaveClass(pin.start.cell, pin.start.edge);
      expect(hours).toHaveClass(pin.end.cell, pin.end.edge);

      const rosa = within(groups).getByRole('row', { name: /Rosa/ });
      expect(within(rosa).getByText('Barista')).toHaveClass(pin.start.edge);
      expect(within(rosa).getByText('8')).toHaveClass(pin.end.edge);
      expect(within(rosa).getByText(/Opens the café/)).not.toHaveClass(pin.start.cell, pin.end.cell);
    });

    it('shadows both pinned groups once the second table scrolls', () => {
      render(<Shadow />);
      const groups = tableAfter('Column groups pinned to both sides');
      expect(groups).not.toHaveClass(pin.start.scrolled);
      // jsdom has no layout: give the scroll box a width, a scrollable content and a position, then scroll it.
      const box = groups.querySelector('.rc-table-content') as HTMLElement;
      Object.defineProperties(box, {
        scrollWidth: { configurable: true, value: 1200 },
        clientWidth: { configurable: true, value: 700 },
        scrollLeft: { configurable: true, writable: true, value: 300 },
      });
      fireEvent.scroll(box);
      expect(groups).toHaveClass('shadow-table', pin.start.scrolled, pin.end.scrolled);
    });
  });
});
