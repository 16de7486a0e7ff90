import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { LINES, lineDemo } from './lines';
import type { ComponentType } from 'react';

describe.each(LINES)('on $line', ({ line }) => {
  let ColspanRowspan: ComponentType;
  let ColspanRowspanLegacy: ComponentType;
  let ColumnHidden: ComponentType;
  let ColumnResize: ComponentType;
  let Dropdown: ComponentType;
  let Ellipsis: ComponentType;
  let EllipsisCustomTooltip: ComponentType;
  let GroupingColumns: ComponentType;
  let GroupingColumnsHidden: ComponentType;
  let MeasureRowRender: ComponentType;
  let Nested: ComponentType;
  let StyledComponents: ComponentType;
  beforeAll(async () => {
    [
      ColspanRowspan,
      ColspanRowspanLegacy,
      ColumnHidden,
      ColumnResize,
      Dropdown,
      Ellipsis,
      EllipsisCustomTooltip,
      GroupingColumns,
      GroupingColumnsHidden,
      MeasureRowRender,
      Nested,
      StyledComponents,
    ] = await Promise.all(
      [
        'colspan-rowspan',
        'colspan-rowspan-legacy',
        'column-hidden',
        'column-resize',
        'dropdown',
        'ellipsis',
        'ellipsis-custom-tooltip',
        'grouping-columns',
        'grouping-columns-hidden',
        'measure-row-render',
        'nested',
        'styled-components',
      ].map((name) => lineDemo(line, name)),
    );
  });

  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
  });

  afterEach(() => {
    consoleError.mockRestore();
  });

  const bodyRows = (container: HTMLElement) => container.querySelectorAll('tbody tr.rc-table-row');
  const headerTexts = (container: HTMLElement) => Array.from(container.querySelectorAll('thead th')).map((th) => th.textContent);

  describe('nested', () => {
    it('reads cell values through dataIndex paths', () => {
      const { container } = render(<Nested />);
      expect(bodyRows(container)).toHaveLength(3);
      const firstRow = bodyRows(container)[0];
      const cells = Array.from(firstRow.querySelectorAll('td')).map((td) => td.textContent);
      expect(cells).toEqual(['Grace', 'Hopper', '85', 'Arlington', 'USA']);
      expect(consoleError).not.toHaveBeenCalled();
    });
  });

  describe('ellipsis', () => {
    it('truncates cells with ellipsis and exposes the full text as title', () => {
      const { container } = render(<Ellipsis />);
      expect(bodyRows(container)).toHaveLength(4);
      expect(container.querySelector('table')).toHaveStyle({ tableLayout: 'fixed' });
      const summary = 'A catalogue of small behaviour-preserving changes that improve the design of existing code.';
      const cell = screen.getByText(summary);
      expect(cell).toHaveAttribute('title', summary);
      expect(cell.closest('td')).toHaveClass('rc-table-cell-ellipsis');
      // The action column has no ellipsis.
      expect(screen.getAllByText('Borrow book')[0].closest('td')).not.toHaveClass('rc-table-cell-ellipsis');
      expect(consoleError).not.toHaveBeenCalled();
    });
  });

  describe('ellipsis-custom-tooltip', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('drops the native title and shows an rc-tooltip on hover', () => {
      const { container } = render(<EllipsisCustomTooltip />);
      expect(bodyRows(container)).toHaveLength(4);
      const text = 'Summary row is not aligned with fixed columns';
      const content = screen.getByText(text);
      expect(content.closest('td')).toHaveClass('rc-table-cell-ellipsis');
      expect(content.closest('td')).not.toHaveAttribute('title');
      expect(container.querySelector('td[title]')).toBeNull();

      fireEvent.mouseEnter(content);
      act(() => {
        jest.advanceTimersByTime(500);
      });
      // Found by its role: rc-tooltip wraps it in `-inner`, @rc-component/tooltip in `-container`.
      expect(screen.getByRole('tooltip')).toHaveTextContent(text);
      expect(consoleError).not.toHaveBeenCalled();
    });
  });

  describe('colspan-rowspan', () => {
    it('merges body cells through onCell and header cells through colSpan', () => {
      const { container } = render(<ColspanRowspan />);
      expect(headerTexts(container)).toEqual(['Team', 'Name', 'Age', 'Phone', 'Office']);
      expect(container.querySelector('thead th[colspan="2"]')).toHaveTextContent('Phone');

      const team = screen.getByText('Engineering');
      expect(team).toHaveAttribute('rowspan', '3');
      expect(screen.getByText('Design')).toHaveAttribute('rowspan', '2');
      expect(screen.getByText('No phone number on file')).toHaveAttribute('colspan', '2');
      // Rows covered by a rowSpan render one cell fewer.
      expect(bodyRows(container)[1].querySelectorAll('td')).toHaveLength(5);
      expect(bodyRows(container)[3].querySelectorAll('td')).toHaveLength(4);
      expect(consoleError).not.toHaveBeenCalled();
    });
  });

  describe('colspan-rowspan-legacy', () => {
    it('merges the same cells through render props, with only rc-table’s deprecation warning', () => {
      // This demo exists to show the deprecated API, which rc-table reports (once) in development.
      consoleError.mockImplementation(() => {});
      const { container } = render(<ColspanRowspanLegacy />);
      expect(bodyRows(container)).toHaveLength(6);
      expect(container.querySelector('thead th[colspan="2"]')).toHaveTextContent('Phone');
      expect(screen.getByText('Engineering')).toHaveAttribute('rowspan', '3');
      expect(screen.getByText('No phone number on file')).toHaveAttribute('colspan', '2');
      expect(bodyRows(container)[3].querySelectorAll('td')).toHaveLength(4);
      expect(consoleError.mock.calls.length).toBeLessThanOrEqual(1);
      for (const [message] of consoleError.mock.calls) {
        expect(message).toMatch(/`columns\.render` return cell props is deprecated/);
      }
    });
  });

  describe('grouping-columns', () => {
    it('renders four header rows with computed spans', () => {
      const { container } = render(<GroupingColumns />);
      expect(bodyRows(container)).toHaveLength(3);
      expect(container.querySelectorAll('thead tr')).toHaveLength(4);
      const personal = screen.getByText('Personal');
      expect(personal).toHaveAttribute('colspan', '4');
      expect(screen.getByText('Home address')).toHaveAttribute('colspan', '3');
      expect(screen.getByText('Residence')).toHaveAttribute('colspan', '2');
      expect(screen.getByText('Gender')).toHaveAttribute('rowspan', '4');
      expect(screen.getByText('Street')).toHaveAttribute('rowspan', '2');
      expect(bodyRows(container)[0].querySelectorAll('td')).toHaveLength(8);
      expect(consoleError).not.toHaveBeenCalled();
    });
  });

  describe('grouping-columns-hidden', () => {
    it('hides leaves inside groups and shows them again', () => {
      const { container } = render(<GroupingColumnsHidden />);
      expect(bodyRows(container)).toHaveLength(2);
      expect(screen.queryByText('Age')).toBeNull();
      expect(screen.queryByText('Unit')).toBeNull();
      expect(screen.queryByText('City')).toBeNull();
      expect(screen.getByText('Personal')).toHaveAttribute('colspan', '2');
      expect(screen.getByText('Company')).not.toHaveAttribute('colspan');
      expect(bodyRows(container)[0].querySelectorAll('td')).toHaveLength(4);

      fireEvent.click(screen.getByRole('checkbox'));
      expect(screen.getByText('Age')).toBeInTheDocument();
      expect(screen.getByText('Personal')).toHaveAttribute('colspan', '4');
      expect(screen.getByText('Company')).toHaveAttribute('colspan', '2');
      expect(bodyRows(container)[0].querySelectorAll('td')).toHaveLength(7);
      expect(consoleError).not.toHaveBeenCalled();
    });
  });

  describe('column-hidden', () => {
    it('toggles columns through hidden', () => {
      const { container } = render(<ColumnHidden />);
      expect(bodyRows(container)).toHaveLength(3);
      expect(headerTexts(container)).toEqual(['Host', 'Region', 'CPU', 'Memory']);
      expect(container.querySelectorAll('colgroup col')).toHaveLength(4);

      fireEvent.click(screen.getByRole('checkbox', { name: 'CPU' }));
      expect(headerTexts(container)).toEqual(['Host', 'Region', 'Memory']);
      expect(bodyRows(container)[0].querySelectorAll('td')).toHaveLength(3);

      fireEvent.click(screen.getByRole('checkbox', { name: 'Uptime' }));
      expect(headerTexts(container)).toEqual(['Host', 'Region', 'Memory', 'Uptime']);
      expect(consoleError).not.toHaveBeenCalled();
    });
  });

  describe('column-resize', () => {
    it('widens a column when its handle is dragged', () => {
      const { container } = render(<ColumnResize />);
      expect(bodyRows(container)).toHaveLength(3);
      const handles = container.querySelectorAll('thead .react-resizable-handle');
      expect(handles).toHaveLength(3);
      const firstCol = () => container.querySelector('colgroup col') as HTMLElement;
      expect(firstCol()).toHaveStyle({ width: '200px' });

      const handle = handles[0];
      fireEvent.mouseDown(handle, { clientX: 200, clientY: 10, button: 0 });
      fireEvent.mouseMove(document, { clientX: 260, clientY: 10 });
      fireEvent.mouseUp(document, { clientX: 260, clientY: 10 });
      expect(firstCol()).toHaveStyle({ width: '260px' });
      expect(consoleError).not.toHaveBeenCalled();
    });
  });

  describe('dropdown', () => {
    it('opens the filter menu and filters the rows', async () => {
      const { container } = render(<Dropdown />);
      expect(bodyRows(container)).toHaveLength(10);
      const trigger = screen.getByRole('button', { name: 'Filter by status' });
      // rc-menu registers its items in a microtask, so let it settle inside act.
      await act(async () => {
        fireEvent.click(trigger);
      });
      const menu = document.querySelector('.rc-dropdown .rc-menu') as HTMLElement;
      expect(menu).not.toBeNull();

      await act(async () => {
        fireEvent.click(within(menu).getByText('Refunded'));
      });
      const statuses = () => Array.from(bodyRows(container)).map((row) => row.querySelectorAll('td')[2].textContent);
      expect(statuses().length).toBeGreaterThan(0);
      expect(statuses().every((status) => status === 'Refunded')).toBe(true);
      expect(trigger).toHaveTextContent('Filter (1)');

      fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
      expect(bodyRows(container)).toHaveLength(10);
      expect(consoleError).not.toHaveBeenCalled();
    });
  });

  describe('styled-components', () => {
    it('renders every body row through the styled tr', () => {
      const { container } = render(<StyledComponents />);
      const rows = bodyRows(container);
      expect(rows).toHaveLength(4);
      const styledClass = Array.from(rows[0].classList).find((name) => !name.startsWith('rc-table'));
      expect(styledClass).toBeDefined();
      rows.forEach((row) => expect(row).toHaveClass(styledClass as string));
      expect(rows[0]).toHaveAttribute('data-row-key', '1');
      expect(container.querySelector('.rc-table-cell-row-hover')).toBeNull();
      expect(consoleError).not.toHaveBeenCalled();
    });
  });

  describe('measure-row-render', () => {
    const visibleTooltips = () => document.querySelectorAll('.rc-tooltip:not(.rc-tooltip-hidden)');

    it('keeps the controlled tooltip out of the measure row', () => {
      const { container } = render(<MeasureRowRender />);
      expect(bodyRows(container)).toHaveLength(3);
      expect(container.querySelector('tr.rc-table-measure-row')).not.toBeNull();
      // The price title is rendered twice: once in the header, once in the measure row.
      const helpButtons = container.querySelectorAll('button[aria-label="About prices"]');
      expect(helpButtons).toHaveLength(2);
      // The measure row is aria-hidden, so its copy of the button stays out of the tab order.
      expect(container.querySelector('tr.rc-table-measure-row button')).toHaveAttribute('tabindex', '-1');
      expect(container.querySelector('thead button')).not.toHaveAttribute('tabindex');

      fireEvent.click(container.querySelector('thead button[aria-label="About prices"]') as HTMLElement);
      expect(visibleTooltips()).toHaveLength(1);
      expect(visibleTooltips()[0]).toHaveTextContent('Prices include 20% VAT.');

      // Without measureRowRender the measure row opens a second copy.
      fireEvent.click(screen.getByRole('checkbox'));
      expect(visibleTooltips()).toHaveLength(2);
      expect(consoleError).not.toHaveBeenCalled();
    });
  });
});
