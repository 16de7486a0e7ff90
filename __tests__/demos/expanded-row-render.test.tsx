import { fireEvent, render, screen, within } from '@testing-library/react';
import { failOnConsoleError } from './console-guard';
import { LINES, lineDemo, pinnedClasses } from './lines';
import type { ComponentType } from 'react';

describe.each(LINES)('on $line', ({ line }) => {
  let ExpandedRowRender: ComponentType;
  const pin = pinnedClasses(line);
  beforeAll(async () => {
    [ExpandedRowRender] = await Promise.all(['expanded-row-render'].map((name) => lineDemo(line, name)));
  });

  failOnConsoleError();

  const row = (invoice: string) => screen.getByRole('row', { name: new RegExp(`^(?:\\S+ )?${invoice}\\b`) });
  const expandIcon = (invoice: string) => row(invoice).querySelector('.rc-table-row-expand-icon') as HTMLElement;
  const headerTexts = (container: HTMLElement) => Array.from(container.querySelectorAll('thead th'), (th) => th.textContent);

  describe('expanded-row-render', () => {
    it('reports each click through onExpand, but not the buttons', () => {
      render(<ExpandedRowRender />);
      expect(screen.getByText('No row expanded or collapsed by a click yet.')).toBeInTheDocument();

      fireEvent.click(expandIcon('INV-1002'));
      expect(screen.getByText('onExpand: INV-1002 expanded.')).toBeInTheDocument();
      fireEvent.click(expandIcon('INV-1002'));
      expect(screen.getByText('onExpand: INV-1002 collapsed.')).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
      expect(screen.getByText('onExpand: INV-1002 collapsed.')).toBeInTheDocument();
    });

    it('pins the invoice and due columns and scrolls sideways', () => {
      const { container } = render(<ExpandedRowRender />);
      expect(screen.queryByRole('columnheader', { name: 'Due' })).toBeNull();
      fireEvent.click(screen.getByRole('checkbox', { name: 'Fix columns' }));

      expect(screen.getByRole('columnheader', { name: 'Invoice' })).toHaveClass(pin.start.cell);
      expect(screen.getByRole('columnheader', { name: 'Due' })).toHaveClass(pin.end.cell);
      // The expand column sits before the pinned Invoice column, so it is pinned with it.
      expect(row('INV-1001').querySelector('td')).toHaveClass('rc-table-row-expand-icon-cell', pin.start.cell);
      expect(within(row('INV-1001')).getByText('01 May')).toBeInTheDocument();
      expect(container.querySelector('.rc-table')).toHaveClass('rc-table-scroll-horizontal');
    });

    it('moves the expand column after Customer or leaves it out', () => {
      const { container } = render(<ExpandedRowRender />);
      const position = screen.getByRole('combobox', { name: 'Expand column' });
      expect(headerTexts(container)).toEqual(['More', 'Invoice', 'Customer', 'Amount', 'Items']);

      fireEvent.change(position, { target: { value: 'after-customer' } });
      expect(headerTexts(container)).toEqual(['Invoice', 'Customer', 'More', 'Amount', 'Items']);
      expect(row('INV-1001').children[2]).toHaveClass('rc-table-row-expand-icon-cell');

      fireEvent.change(position, { target: { value: 'none' } });
      expect(headerTexts(container)).toEqual(['Invoice', 'Customer', 'Amount', 'Items']);
      expect(container.querySelector('.rc-table-row-expand-icon')).toBeNull();
      // Rows still expand from the buttons.
      fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
      expect(screen.getAllByText('Keyboard')[0]).toBeVisible();
    });
  });
});
