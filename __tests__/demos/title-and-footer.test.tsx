import { fireEvent, render, screen, within } from '@testing-library/react';
import { failOnConsoleError } from './console-guard';
import { LINES, lineDemo, pinnedClasses } from './lines';
import type { ComponentType } from 'react';

describe.each(LINES)('on $line', ({ line }) => {
  let TitleAndFooter: ComponentType;
  const pin = pinnedClasses(line);
  beforeAll(async () => {
    [TitleAndFooter] = await Promise.all(['title-and-footer'].map((name) => lineDemo(line, name)));
  });

  failOnConsoleError();

  /** The rc-table root that follows a heading. */
  function tableAfter(name: string): HTMLElement {
    const table = screen.getByRole('heading', { name }).nextElementSibling;
    if (!(table instanceof HTMLElement)) throw new Error(`nothing after "${name}"`);
    return table;
  }

  const cellTexts = (row: HTMLElement) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent);

  describe('title-and-footer', () => {
    it('sums the rows in a raw <tr> summary', () => {
      render(<TitleAndFooter />);
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Table.Summary', 'Raw <tr> rows']);
      const raw = tableAfter('Raw <tr> rows');
      const footer = raw.querySelector('tfoot') as HTMLElement;
      const [total, average] = within(footer).getAllByRole('row');
      expect(cellTexts(total)).toEqual(['Total', '2 categories', '3500', '3350']);
      expect(cellTexts(average)).toEqual(['Average', '', '1167', '1117']);
      expect(within(total).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    });

    it('pins the Item column: Table.Summary cells follow it, raw cells do not', () => {
      render(<TitleAndFooter />);
      expect(within(tableAfter('Table.Summary')).getByRole('columnheader', { name: 'Item' })).not.toHaveClass(pin.start.cell);

      fireEvent.click(screen.getByRole('checkbox', { name: 'Pin the Item column' }));
      const summaryTable = tableAfter('Table.Summary');
      const raw = tableAfter('Raw <tr> rows');
      for (const table of [summaryTable, raw]) {
        expect(within(table).getByRole('columnheader', { name: 'Item' })).toHaveClass(pin.start.cell);
        expect(within(table).getByText('Venue')).toHaveClass(pin.start.cell);
        expect(table).toHaveClass('rc-table-scroll-horizontal');
      }
      expect(within(summaryTable).getByText('Total')).toHaveClass(pin.start.cell);
      expect(within(raw).getByRole('rowheader', { name: 'Total' })).not.toHaveClass(pin.start.cell);
      expect(within(raw).getByRole('rowheader', { name: 'Total' })).not.toHaveAttribute('style');
    });
  });
});
