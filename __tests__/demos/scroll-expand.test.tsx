import { fireEvent, render, screen, within } from '@testing-library/react';
import { failOnConsoleError } from './console-guard';
import { LINES, lineDemo, pinnedClasses } from './lines';
import type { ComponentType } from 'react';

describe.each(LINES)('on $line', ({ line }) => {
  let ExpandIcon: ComponentType;
  let ExpandedRowClassName: ComponentType;
  let ExpandedRowRender: ComponentType;
  let ExpandedSticky: ComponentType;
  let FixedColumnsAndHeader: ComponentType;
  let FixedColumnsAndHeaderRtl: ComponentType;
  let FixedColumnsAutoHeight: ComponentType;
  let ScrollXY: ComponentType;
  let ScrollY: ComponentType;
  let Shadow: ComponentType;
  let StickyHeaderAndSummary: ComponentType;
  const pin = pinnedClasses(line);
  beforeAll(async () => {
    [
      ExpandIcon,
      ExpandedRowClassName,
      ExpandedRowRender,
      ExpandedSticky,
      FixedColumnsAndHeader,
      FixedColumnsAndHeaderRtl,
      FixedColumnsAutoHeight,
      ScrollXY,
      ScrollY,
      Shadow,
      StickyHeaderAndSummary,
    ] = await Promise.all(
      [
        'expand-icon',
        'expanded-row-class-name',
        'expanded-row-render',
        'expanded-sticky',
        'fixed-columns-and-header',
        'fixed-columns-and-header-rtl',
        'fixed-columns-auto-height',
        'scroll-xy',
        'scroll-y',
        'shadow',
        'sticky-header-and-summary',
      ].map((name) => lineDemo(line, name)),
    );
  });

  failOnConsoleError();

  function headerCell(container: HTMLElement, text: string): HTMLElement {
    const cell = Array.from(container.querySelectorAll<HTMLElement>('thead th')).find((th) => th.textContent === text);
    if (!cell) throw new Error(`no header cell "${text}"`);
    return cell;
  }

  function bodyRows(container: HTMLElement): HTMLElement[] {
    return Array.from(container.querySelectorAll<HTMLElement>('tbody tr.rc-table-row'));
  }

  function visibleExpandedRows(container: HTMLElement): HTMLElement[] {
    return Array.from(container.querySelectorAll<HTMLElement>('tr.rc-table-expanded-row')).filter((row) => row.style.display !== 'none');
  }

  describe('scroll-y', () => {
    const scrollTo = jest.fn();
    const scrollIntoView = jest.fn();

    beforeAll(() => {
      // jsdom has no scrolling; record the calls the table's ref makes instead.
      Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, value: scrollTo });
      Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { configurable: true, value: scrollIntoView });
    });

    afterAll(() => {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    });

    it('fixes the header above a 300px body and scrolls through the ref', () => {
      const { container } = render(<ScrollY />);
      expect(container.querySelector('.rc-table-fixed-header')).not.toBeNull();
      const body = container.querySelector('.rc-table-body') as HTMLElement;
      expect(body).toHaveStyle({ maxHeight: '300px', overflowY: 'scroll' });

      fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
      expect(scrollTo).toHaveBeenCalledWith({ top: 0 });

      fireEvent.click(screen.getByRole('button', { name: 'Scroll to key T-120' }));
      const target = container.querySelector('tr[data-row-key="T-120"]') as HTMLElement;
      expect(scrollIntoView.mock.contexts.at(-1)).toBe(target);

      fireEvent.click(screen.getByRole('button', { name: 'Scroll to index 14' }));
      expect(scrollIntoView.mock.contexts.at(-1)).toBe(container.querySelector('tr[data-row-key="T-115"]'));
    });
  });

  describe('scroll-xy', () => {
    it('scrolls both ways and survives being hidden', () => {
      const { container } = render(<ScrollXY />);
      const table = container.querySelector('.rc-table') as HTMLElement;
      expect(table).toHaveClass('rc-table-scroll-horizontal', 'rc-table-fixed-header');
      expect(container.querySelectorAll('thead th:not(.rc-table-cell-scrollbar)')).toHaveLength(13);
      expect(bodyRows(container)).toHaveLength(20);
      expect(within(bodyRows(container)[0]).getAllByText(/°C$/)).toHaveLength(12);

      const box = table.parentElement as HTMLElement;
      fireEvent.click(screen.getByRole('checkbox', { name: /show the container/i }));
      expect(box).toHaveStyle({ display: 'none' });
      fireEvent.click(screen.getByRole('checkbox', { name: /show the container/i }));
      expect(box).toHaveStyle({ display: 'block' });
      expect(container.querySelector('.rc-table')).toBe(table);
    });
  });

  describe('fixed-columns-and-header', () => {
    it('pins two columns left, one right and the header, with or without data', () => {
      const { container } = render(<FixedColumnsAndHeader />);
      expect(container.querySelector('.rc-table')).toHaveClass('rc-table-fixed-header', 'rc-table-fixed-column');
      expect(headerCell(container, 'Action')).toHaveClass(pin.end.cell);
    });
  });

  describe('fixed-columns-and-header-rtl', () => {
    it('mirrors the table and its fixed columns', () => {
      const { container } = render(<FixedColumnsAndHeaderRtl />);
      const table = container.querySelector('.rc-table') as HTMLElement;
      expect(table).toHaveClass('rc-table-rtl');
      // In RTL the start side is the right: fixed 'left' columns stick to the right edge (7.x names them so).
      const rtl = pinnedClasses(line, 'rtl');
      expect(headerCell(container, 'Reference')).toHaveClass(rtl.start.cell);
      expect(headerCell(container, 'Action')).toHaveClass(rtl.end.cell);

      fireEvent.click(screen.getByRole('checkbox', { name: 'Right to left' }));
      expect(table).not.toHaveClass('rc-table-rtl');
      expect(headerCell(container, 'Reference')).toHaveClass(pin.start.cell);
      expect(headerCell(container, 'Action')).toHaveClass(pin.end.cell);
    });

    it('groups columns, adds ellipsis and shows the empty state', () => {
      const { container } = render(<FixedColumnsAndHeaderRtl />);
      expect(container.querySelectorAll('thead tr')).toHaveLength(1);
      fireEvent.click(screen.getByRole('checkbox', { name: 'Group route columns' }));
      expect(container.querySelectorAll('thead tr')).toHaveLength(2);
      expect(headerCell(container, 'Route')).toHaveAttribute('colspan', '2');

      expect(container.querySelector('td.rc-table-cell-ellipsis')).toBeNull();
      fireEvent.click(screen.getByRole('checkbox', { name: 'Ellipsis' }));

      fireEvent.click(screen.getByRole('checkbox', { name: 'Empty' }));
      expect(screen.getByText('No Data')).toBeInTheDocument();
    });
  });

  describe('fixed-columns-auto-height', () => {
    it('renders rows of different heights between fixed columns and expands them', () => {
      const { container } = render(<FixedColumnsAutoHeight />);
      const rows = bodyRows(container);
      expect(rows).toHaveLength(5);
      expect(rows[2].querySelectorAll('li')).toHaveLength(5);
      expect(rows[1].querySelectorAll('li')).toHaveLength(1);
      expect(within(rows[2]).getByText('Shakshuka')).toHaveClass(pin.start.cell);
      expect(within(rows[2]).getByText('Cook').closest('td')).toHaveClass(pin.end.cell);

      fireEvent.click(rows[2].querySelector('.rc-table-row-expand-icon') as HTMLElement);
      const expanded = visibleExpandedRows(container);
      expect(expanded).toHaveLength(1);
      expect(expanded[0]).toHaveTextContent('Shakshuka serves 3 and takes 35 minutes over 5 steps.');
    });
  });

  describe('sticky-header-and-summary', () => {
    it('fixes the summary to the bottom, under the header, or not at all', () => {
      const { container } = render(<StickyHeaderAndSummary />);
      const summary = () => container.querySelector('tfoot.rc-table-summary') as HTMLElement;
      expect(summary().closest('div.rc-table-summary')).toHaveClass('rc-table-sticky-holder');
      expect(within(summary()).getAllByRole('cell')).toHaveLength(6);
      expect(within(summary()).getByText('Total')).toHaveClass(pin.start.cell);

      fireEvent.click(screen.getByRole('radio', { name: /summary fixed top/i }));
      expect(summary().closest('.rc-table-header')).toHaveClass('rc-table-sticky-holder');

      fireEvent.click(screen.getByRole('checkbox', { name: /sticky header/i }));
      expect(container.querySelector('.rc-table-sticky-holder')).toBeNull();
      expect(summary().closest('.rc-table-content')).not.toBeNull();
    });
  });

  describe('shadow', () => {
    it('pins grouped columns and shows shadows once the body scrolls', () => {
      const { container } = render(<Shadow />);
      expect(headerCell(container, 'Personal')).toHaveAttribute('colspan', '2');
      expect(headerCell(container, 'Personal')).toHaveClass(pin.start.cell);

      const [first] = bodyRows(container);
      expect(first.querySelectorAll(`td.${pin.start.cell}`)).toHaveLength(3);
      expect(first.querySelector(`td.${pin.start.edge}`)).toHaveTextContent('Female');
      expect(first.querySelector(`td.${pin.end.edge}`)).toHaveTextContent('Email');

      const table = container.querySelector('.rc-table') as HTMLElement;
      expect(table).not.toHaveClass(pin.start.scrolled);
      // jsdom has no layout: give the body a scrollable width and a position, then scroll it.
      const body = container.querySelector('.rc-table-body') as HTMLElement;
      Object.defineProperties(body, {
        scrollWidth: { configurable: true, value: 1300 },
        clientWidth: { configurable: true, value: 600 },
        scrollLeft: { configurable: true, writable: true, value: 200 },
      });
      fireEvent.scroll(body);
      expect(table).toHaveClass('shadow-table', pin.start.scrolled, pin.end.scrolled);
    });
  });

  describe('expanded-sticky', () => {
    it('keeps the team cell spanning expanded rows that start after the offset', () => {
      const { container } = render(<ExpandedSticky />);
      const platform = screen.getByText('Platform');
      // Two members plus Lin's expanded row.
      expect(platform).toHaveAttribute('rowspan', '3');
      expect(visibleExpandedRows(container)).toHaveLength(1);

      const ada = container.querySelector('tr[data-row-key="ada"]') as HTMLElement;
      // The expand column comes right after Team.
      expect(ada.children[1]).toHaveClass('rc-table-row-expand-icon-cell');
      fireEvent.click(ada.querySelector('.rc-table-row-expand-icon') as HTMLElement);

      expect(screen.getByText('Expanded: lin, ada')).toBeInTheDocument();
      expect(platform).toHaveAttribute('rowspan', '4');
      const adaDetails = screen.getByText('Looks after the build pipeline and the release train.').closest('td') as HTMLElement;
      expect(adaDetails).toHaveAttribute('colspan', '5');
    });
  });

  describe('expand-icon', () => {
    it('expands by row click and toggles with the custom button', () => {
      const { container } = render(<ExpandIcon />);
      const button = screen.getByRole('button', { name: 'Expand Kindred' });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(container.querySelector('.rc-table-row-expand-icon')).toBeNull();

      fireEvent.click(screen.getByText('Octavia E. Butler'));
      expect(visibleExpandedRows(container)).toHaveLength(1);
      expect(screen.getByText('A writer is pulled back in time to a plantation in Maryland.')).toBeVisible();
      expect(screen.getByText('Expanded “Kindred”.')).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Collapse Kindred' }));
      expect(visibleExpandedRows(container)).toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Expand Kindred' })).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByText('Collapsed “Kindred”.')).toBeInTheDocument();
    });
  });

  describe('expanded-row-render', () => {
    it('expands and collapses every expandable row from the buttons', () => {
      const { container } = render(<ExpandedRowRender />);
      expect(bodyRows(container)).toHaveLength(13);
      // Four invoices have no items, so rowExpandable leaves them without an icon.
      expect(container.querySelectorAll('.rc-table-row-expand-icon.rc-table-row-spaced')).toHaveLength(4);

      fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
      expect(visibleExpandedRows(container)).toHaveLength(9);
      expect(within(visibleExpandedRows(container)[0]).getByText('Keyboard')).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
      expect(visibleExpandedRows(container)).toHaveLength(0);

      fireEvent.click(screen.getByRole('checkbox', { name: 'Only rows with items' }));
      expect(container.querySelectorAll('.rc-table-row-spaced')).toHaveLength(0);
    });

    it('expands by row click, titles the column and fixes it to the right', () => {
      const { container } = render(<ExpandedRowRender />);
      fireEvent.click(screen.getByRole('checkbox', { name: 'Expand by row click' }));
      fireEvent.click(screen.getByText('Customer 2'));
      expect(visibleExpandedRows(container)).toHaveLength(1);

      fireEvent.click(screen.getByRole('checkbox', { name: 'Column title' }));
      fireEvent.change(screen.getByRole('combobox', { name: /fixed expand column/i }), { target: { value: 'right' } });
      const headers = container.querySelectorAll('thead th');
      const last = headers[headers.length - 1];
      expect(last).toHaveTextContent('More');
      expect(last).toHaveClass('rc-table-row-expand-icon-cell', pin.end.cell);
    });
  });

  describe('expanded-row-class-name', () => {
    it('classes nested rows by indent level', () => {
      const { container } = render(<ExpandedRowClassName />);
      expect(bodyRows(container)).toHaveLength(8);
      const level1 = container.querySelectorAll('tr.level1');
      const level2 = container.querySelectorAll('tr.level2');
      expect(Array.from(level1, (row) => row.getAttribute('data-row-key'))).toEqual(['src/components', 'src/hooks', 'docs/demo']);
      expect(Array.from(level2, (row) => row.getAttribute('data-row-key'))).toEqual(['src/components/table', 'docs/demo/assets']);
      expect(container.querySelector('tr[data-row-key="src"]')).not.toHaveClass('level1');

      // Collapsing a parent hides its children (they are removed from the body).
      fireEvent.click(container.querySelector('tr[data-row-key="src"] .rc-table-row-expand-icon') as HTMLElement);
      expect(container.querySelectorAll('tr.level1')).toHaveLength(1);
    });
  });
});
