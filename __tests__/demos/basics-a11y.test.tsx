import { fireEvent, render, screen, within } from '@testing-library/react';
import { failOnConsoleError } from './console-guard';
import { LINES, lineDemo } from './lines';
import type { ComponentType } from 'react';

describe.each(LINES)('on $line', ({ line }) => {
  let Aria: ComponentType;
  let Caption: ComponentType;
  let ClassName: ComponentType;
  let ClickSummaryRow: ComponentType;
  let HideHeader: ComponentType;
  let Jsx: ComponentType;
  let Key: ComponentType;
  let NoData: ComponentType;
  let RowAndCellClick: ComponentType;
  let RowHoverable: ComponentType;
  let ScopeCol: ComponentType;
  let ScopeRow: ComponentType;
  let TitleAndFooter: ComponentType;
  beforeAll(async () => {
    [Aria, Caption, ClassName, ClickSummaryRow, HideHeader, Jsx, Key, NoData, RowAndCellClick, RowHoverable, ScopeCol, ScopeRow, TitleAndFooter] =
      await Promise.all(
        [
          'aria',
          'caption',
          'class-name',
          'click-summary-row',
          'hide-header',
          'jsx',
          'key',
          'no-data',
          'row-and-cell-click',
          'row-hoverable',
          'scope-col',
          'scope-row',
          'title-and-footer',
        ].map((name) => lineDemo(line, name)),
      );
  });

  failOnConsoleError();

  const bodyRows = (container: HTMLElement) => container.querySelectorAll('tbody tr.rc-table-row');

  describe('jsx', () => {
    it('turns Column and ColumnGroup children into a grouped header', () => {
      const { container } = render(<Jsx />);
      const headerRows = container.querySelectorAll('thead tr');
      expect(headerRows).toHaveLength(2);
      expect(within(headerRows[0] as HTMLElement).getByText('Name')).toHaveAttribute('colspan', '2');
      expect(within(headerRows[0] as HTMLElement).getByText('Contact')).toHaveAttribute('colspan', '2');
      expect(container.querySelectorAll('thead th')).toHaveLength(8);
      expect(bodyRows(container)).toHaveLength(3);
      expect(screen.getByRole('link', { name: 'Write to Grace' })).toHaveAttribute('href', 'mailto:grace@example.com');
    });
  });

  describe('key', () => {
    it('keeps per-row state with the right record when a row is deleted', () => {
      const { container } = render(<Key />);
      expect(bodyRows(container)).toHaveLength(4);
      expect(bodyRows(container)[1]).toHaveAttribute('data-row-key', '102');
      const review = screen.getByRole('checkbox', { name: /Review the pull request/ });
      fireEvent.click(review);
      const firstRow = bodyRows(container)[0] as HTMLElement;
      fireEvent.click(within(firstRow).getByRole('button', { name: 'Delete' }));
      expect(bodyRows(container)).toHaveLength(3);
      expect(screen.queryByText('Write the release notes')).toBeNull();
      expect(screen.getByRole('checkbox', { name: /Review the pull request/ })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: /Update the screenshots/ })).not.toBeChecked();
      fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
      expect(bodyRows(container)).toHaveLength(4);
    });
  });

  describe('caption', () => {
    it('renders a text caption and a node caption', () => {
      const { container } = render(<Caption />);
      const captions = container.querySelectorAll('caption.rc-table-caption');
      expect(captions).toHaveLength(2);
      expect(captions[0]).toHaveTextContent(/^Club members$/);
      expect(within(captions[1] as HTMLElement).getByText('Club members').tagName).toBe('STRONG');
      expect(screen.getAllByRole('table', { name: /Club members/ })).toHaveLength(2);
    });
  });

  describe('no-data', () => {
    it('shows the default, string and function empty texts', () => {
      const { container } = render(<NoData />);
      const placeholders = container.querySelectorAll('tr.rc-table-placeholder');
      expect(placeholders).toHaveLength(3);
      expect(placeholders[0]).toHaveTextContent('No Data');
      expect(placeholders[1]).toHaveTextContent('No orders yet');
      expect(within(placeholders[2] as HTMLElement).getByRole('link', { name: 'Browse products' })).toBeInTheDocument();
      expect(bodyRows(container)).toHaveLength(0);
    });
  });

  describe('hide-header', () => {
    it('leaves out the thead until the checkbox is ticked', () => {
      const { container } = render(<HideHeader />);
      expect(container.querySelector('thead')).toBeNull();
      expect(bodyRows(container)).toHaveLength(3);
      fireEvent.click(screen.getByRole('checkbox', { name: 'Show header' }));
      expect(container.querySelectorAll('thead th')).toHaveLength(2);
    });
  });

  describe('class-name', () => {
    it('applies table, column, row and expanded row class names', () => {
      const { container } = render(<ClassName />);
      expect(container.querySelector('.rc-table')).toHaveClass('class-name-table');
      // Header cell plus one body cell per row.
      expect(container.querySelectorAll('.class-name-amount')).toHaveLength(4);
      const rows = bodyRows(container);
      expect(rows[0]).toHaveClass('class-name-row-paid');
      expect(rows[1]).toHaveClass('class-name-row-overdue', 'class-name-row-even');
      expect(rows[2]).toHaveClass('class-name-row-draft');
      const expanded = container.querySelectorAll('tr.rc-table-expanded-row');
      expect(expanded).toHaveLength(1);
      expect(expanded[0]).toHaveClass('class-name-expanded');
      expect(expanded[0]).toHaveTextContent('Reminder sent');
    });
  });

  describe('title-and-footer', () => {
    it('renders title and footer from the current rows and a summary with totals', () => {
      const { container } = render(<TitleAndFooter />);
      expect(container.querySelector('.rc-table-title')).toHaveTextContent('Conference budget, 3 items');
      expect(container.querySelector('.rc-table-footer')).toHaveTextContent('1 item(s) over budget');
      const summary = container.querySelector('tfoot.rc-table-summary') as HTMLElement;
      const [total, remaining] = within(summary).getAllByRole('row');
      expect(total).toHaveTextContent('Total35003350');
      expect(remaining).toHaveTextContent('Remaining150');
    });
  });

  describe('row-and-cell-click', () => {
    it('logs cell clicks before row clicks and row double clicks', () => {
      const { container } = render(<RowAndCellClick />);
      expect(bodyRows(container)).toHaveLength(2);
      const log = screen.getByRole('log', { name: 'Event log' });

      fireEvent.click(screen.getByText('Ada'));
      const entries = within(log).getAllByRole('listitem');
      expect(entries.map((li) => li.textContent)).toEqual(['row click: docs (row 0)', 'cell click: owner of docs']);

      fireEvent.doubleClick(screen.getByText('src'));
      expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent('row double click: src');

      // The expand icon stops propagation, so expanding does not count as a row click.
      fireEvent.click(container.querySelector('.rc-table-row-expand-icon.rc-table-row-collapsed') as HTMLElement);
      expect(bodyRows(container)).toHaveLength(4);
      expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    });
  });

  describe('row-hoverable', () => {
    it('highlights the hovered row only when rowHoverable is on', () => {
      const { container } = render(<RowHoverable />);
      const cell = () => screen.getByText('Banana');
      fireEvent.mouseEnter(cell());
      expect(container.querySelectorAll('.rc-table-cell-row-hover')).toHaveLength(0);

      fireEvent.click(screen.getByRole('checkbox'));
      fireEvent.mouseEnter(cell());
      const hovered = container.querySelectorAll('.rc-table-cell-row-hover');
      expect(hovered).toHaveLength(3);
      hovered.forEach((td) => expect(td.closest('tr')).toHaveAttribute('data-row-key', 'banana'));
      fireEvent.mouseLeave(cell());
      expect(container.querySelectorAll('.rc-table-cell-row-hover')).toHaveLength(0);
    });
  });

  describe('click-summary-row', () => {
    it('switches the summary between total and average on click', () => {
      const { container } = render(<ClickSummaryRow />);
      const summaryRow = () => container.querySelector('tfoot.rc-table-summary tr') as HTMLElement;
      expect(summaryRow()).toHaveTextContent('Total (click to switch)3441');
      fireEvent.click(summaryRow());
      expect(summaryRow()).toHaveTextContent('Average (click to switch)11.313.7');
      fireEvent.click(within(summaryRow()).getByText('11.3'));
      expect(summaryRow()).toHaveTextContent('Total');
    });
  });

  describe('aria', () => {
    it('names both tables and passes data attributes to the wrapper', () => {
      const { container } = render(<Aria />);
      expect(screen.getByRole('table', { name: 'Staff directory' })).toBeInTheDocument();
      const guests = screen.getByRole('table', { name: 'Guest list' });
      expect(within(guests).getByText('Mia White')).toBeInTheDocument();
      const heading = screen.getByRole('heading', { name: 'Guest list' });
      expect(guests).toHaveAttribute('aria-labelledby', heading.id);
      expect(container.querySelector('.rc-table[data-table="staff"]')).not.toBeNull();
    });
  });

  describe('scope-col', () => {
    it('sets col and colgroup scopes on header cells and row scope on the item column', () => {
      const { container } = render(<ScopeCol />);
      expect(container.querySelectorAll('thead th[scope="colgroup"]')).toHaveLength(2);
      expect(container.querySelectorAll('thead th[scope="col"]')).toHaveLength(5);
      expect(screen.getByText('Item', { selector: 'th' })).toHaveAttribute('rowspan', '2');
      const rowHeaders = container.querySelectorAll('tbody th[scope="row"]');
      expect(Array.from(rowHeaders, (th) => th.textContent)).toEqual(['Sourdough', 'Croissant', 'Muffin']);
      expect(screen.getByRole('table', { name: 'Bakery output, Saturday' })).toBeInTheDocument();
    });
  });

  describe('scope-row', () => {
    it('renders rowgroup headers spanning each day and row headers for each time', () => {
      const { container } = render(<ScopeRow />);
      expect(bodyRows(container)).toHaveLength(5);
      const groups = container.querySelectorAll('tbody th[scope="rowgroup"]');
      expect(Array.from(groups, (th) => [th.textContent, th.getAttribute('rowspan')])).toEqual([
        ['Monday', '3'],
        ['Tuesday', '2'],
      ]);
      expect(container.querySelectorAll('tbody th[scope="row"]')).toHaveLength(5);
    });
  });
});
