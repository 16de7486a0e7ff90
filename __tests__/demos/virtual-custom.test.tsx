import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { failOnConsoleError } from './console-guard';
import { LINES, lineDemo, pinnedClasses } from './lines';
import type { ComponentType } from 'react';

describe.each(LINES)('on $line', ({ line }) => {
  let Animation: ComponentType;
  let ChildrenIndent: ComponentType;
  let Components: ComponentType;
  let FixedColumnsResize: ComponentType;
  let HoverPerf: ComponentType;
  let ReactDnd: ComponentType;
  let SubTable: ComponentType;
  let Virtual: ComponentType;
  let VirtualColumns: ComponentType;
  let VirtualList: ComponentType;
  let VirtualListGrid: ComponentType;
  const pin = pinnedClasses(line);
  beforeAll(async () => {
    [Animation, ChildrenIndent, Components, FixedColumnsResize, HoverPerf, ReactDnd, SubTable, Virtual, VirtualColumns, VirtualList, VirtualListGrid] =
      await Promise.all(
        [
          'animation',
          'children-indent',
          'components',
          'fixed-columns-resize',
          'hover-perf',
          'react-dnd',
          'sub-table',
          'virtual',
          'virtual-columns',
          'virtual-list',
          'virtual-list-grid',
        ].map((name) => lineDemo(line, name)),
      );
  });

  /** jsdom has no DataTransfer; the HTML5 backend needs one that stores what the drag sets. */
  function dataTransfer() {
    const data = new Map<string, string>();
    const types: string[] = [];
    return {
      dropEffect: 'move',
      effectAllowed: 'all',
      files: [],
      items: [],
      types,
      setData: (type: string, value: string) => {
        data.set(type, value);
        types.push(type);
      },
      getData: (type: string) => data.get(type) ?? '',
      setDragImage: () => undefined,
      clearData: () => data.clear(),
    };
  }

  /** A native drag of one row onto another, through react-dnd's real HTML5 backend. */
  async function dragRow(from: HTMLElement, to: HTMLElement) {
    const transfer = dataTransfer();
    await act(async () => {
      fireEvent.dragStart(from, { dataTransfer: transfer });
    });
    await act(async () => {
      fireEvent.dragEnter(to, { dataTransfer: transfer });
      fireEvent.dragOver(to, { dataTransfer: transfer });
    });
    await act(async () => {
      fireEvent.drop(to, { dataTransfer: transfer });
      fireEvent.dragEnd(from, { dataTransfer: transfer });
    });
  }

  failOnConsoleError();

  /**
   * jsdom has no layout. Virtual lists measure rows (offsetHeight, offsetParent), read the viewport
   * (clientHeight) and scroll with scrollTo, so give every element a 24px row height inside a 300px viewport.
   */
  function mockLayout() {
    const proto = HTMLElement.prototype;
    const saved = (['offsetHeight', 'offsetParent', 'clientHeight'] as const).map((name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const);
    const savedScrollTo = Element.prototype.scrollTo;
    Object.defineProperty(proto, 'offsetHeight', { configurable: true, get: () => 24 });
    Object.defineProperty(proto, 'offsetParent', { configurable: true, get: () => document.body });
    Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => 300 });
    Element.prototype.scrollTo = function scrollTo(this: Element, options?: ScrollToOptions | number) {
      if (typeof options === 'object' && typeof options.top === 'number') this.scrollTop = options.top;
      this.dispatchEvent(new Event('scroll'));
    } as Element['scrollTo'];
    return () => {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(proto, name, descriptor);
      }
      Element.prototype.scrollTo = savedScrollTo;
    };
  }

  // rc-virtual-list measures rows in a microtask and re-renders; let that finish inside act().
  const settle = () =>
    act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });

  async function renderSettled(ui: ReactNode) {
    const result = render(ui);
    await settle();
    return result;
  }

  async function clickSettled(element: HTMLElement) {
    fireEvent.click(element);
    await settle();
  }

  const rowKeys = (container: HTMLElement) => Array.from(container.querySelectorAll('.rc-table-row'), (row) => row.getAttribute('data-row-key'));

  describe('virtual', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = mockLayout();
    });
    afterEach(() => restore());

    it('renders only a window of the 40,000 rows, with fixed columns and a grouped header', async () => {
      const { container } = await renderSettled(<Virtual />);
      expect(container.querySelector('.rc-table-virtual')).not.toBeNull();
      const keys = rowKeys(container);
      expect(keys[0]).toBe('1');
      expect(keys.length).toBeGreaterThan(5);
      expect(keys.length).toBeLessThan(40);
      expect(screen.getByRole('columnheader', { name: 'Route' })).toHaveAttribute('colspan', '2');
      expect(container.querySelectorAll(`.rc-table-row[data-row-key="1"] .${pin.start.cell}`).length).toBe(3);
      expect(container.querySelector(`.rc-table-row[data-row-key="1"] .${pin.end.cell}`)).toHaveTextContent('Track');
    });

    it('expands a row and jumps with ref.scrollTo', async () => {
      const { container } = await renderSettled(<Virtual />);
      await clickSettled(container.querySelector('.rc-table-row[data-row-key="1"] .rc-table-row-expand-icon') as HTMLElement);
      expect(screen.getByText('TRK-000001: 0.5 kg from Berlin to Lagos.')).toBeInTheDocument();

      await clickSettled(screen.getByRole('button', { name: 'Go to the last row' }));
      expect(rowKeys(container)).toContain('40000');

      await clickSettled(screen.getByRole('button', { name: 'Go to row 20,000' }));
      expect(rowKeys(container)).toContain('20000');
      expect(rowKeys(container)).not.toContain('40000');

      await clickSettled(screen.getByRole('button', { name: 'Back to top' }));
      expect(rowKeys(container)[0]).toBe('1');
    });
  });

  describe('virtual-columns', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = mockLayout();
    });
    afterEach(() => restore());

    it('switches between fill, stretch and oversize column layouts', async () => {
      const { container } = await renderSettled(<VirtualColumns />);
      const headerCells = () => container.querySelectorAll('.rc-table-thead th');
      const colWidths = () => Array.from(container.querySelectorAll<HTMLElement>('.rc-table-header col'), (col) => col.style.width);

      expect(screen.getByLabelText('Fill the rest')).toBeChecked();
      expect(headerCells()).toHaveLength(3);
      expect(rowKeys(container)[0]).toBe('S-1');
      expect(rowKeys(container).length).toBeLessThan(40);

      await clickSettled(screen.getByLabelText('Stretch'));
      expect(headerCells()).toHaveLength(2);

      await clickSettled(screen.getByLabelText('Oversize'));
      expect(headerCells()).toHaveLength(3);
      expect(colWidths()).toEqual(['500px', '500px', '500px']);
      expect(container.querySelector('.rc-table-header table')).toHaveStyle({ width: '1500px' });
    });
  });

  describe('virtual-list', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = mockLayout();
    });
    afterEach(() => restore());

    it('replaces the body with a react-window grid and forwards ref.scrollTo to it', async () => {
      const { container } = await renderSettled(<VirtualList />);
      expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Email', 'Team']);
      const grid = screen.getByRole('grid');
      expect(grid).toHaveAttribute('aria-rowcount', '100000');
      expect(container.querySelector('.rc-table-tbody')).toBeNull();
      expect(within(grid).getByText('user1@example.com')).toBeInTheDocument();
      expect(within(grid).getAllByRole('row').length).toBeLessThan(30);

      await clickSettled(screen.getByRole('button', { name: 'Go to row 50,000' }));
      expect(within(grid).getByText('User 50000')).toBeInTheDocument();
      expect(within(grid).queryByText('User 1')).toBeNull();
    });
  });

  describe('virtual-list-grid', () => {
    it('scrolls the header along with the grid', () => {
      const { container } = render(<VirtualListGrid />);
      expect(screen.getAllByRole('columnheader')).toHaveLength(4);
      const grid = screen.getByRole('grid');
      expect(grid).toHaveAttribute('aria-rowcount', '100000');
      const header = container.querySelector('.rc-table-header') as HTMLElement;

      grid.scrollLeft = 120;
      fireEvent.scroll(grid);
      expect(header.scrollLeft).toBe(120);
    });

    it('scrolls the grid through the scrollLeft setter it hands back', () => {
      const { container } = render(<VirtualListGrid />);
      const grid = screen.getByRole('grid');
      const header = container.querySelector('.rc-table-header') as HTMLElement;

      // A sideways wheel over the header makes rc-table write `scrollLeft` on the body's ref object. jsdom lays
      // nothing out, and 1.x keeps the wheel within the header's scroll range: give the header one, as a browser would.
      Object.defineProperties(header, { scrollWidth: { configurable: true, value: 1000 }, clientWidth: { configurable: true, value: 600 } });
      fireEvent.wheel(header, { deltaX: 60 });
      expect(grid.scrollLeft).toBe(60);
      expect(header.scrollLeft).toBe(60);
    });
  });

  describe('hover-perf', () => {
    it('highlights a whole row-spanned group on hover without re-rendering cell content', () => {
      const { container } = render(<HoverPerf />);
      const groupCell = screen.getByText('Rows 1–10').closest('td') as HTMLElement;
      expect(groupCell).toHaveAttribute('rowspan', '10');
      expect(screen.getByText('A1 · 1')).toBeInTheDocument();

      fireEvent.mouseEnter(groupCell);
      const hoveredRows = new Set(Array.from(container.querySelectorAll('td.rc-table-cell-row-hover'), (td) => td.closest('tr')?.getAttribute('data-row-key')));
      expect(hoveredRows.size).toBe(10);
      expect(screen.getByText('A1 · 1')).toBeInTheDocument();
      expect(screen.getByText('D10 · 1')).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: /re-render the cells/i }));
      expect(screen.getByText('A1 · 2')).toBeInTheDocument();
    });
  });

  describe('fixed-columns-resize', () => {
    it('keeps columns fixed on both sides while columns are added and scroll.x is switched', async () => {
      const { container } = render(<FixedColumnsResize />);
      // Queries by role read every element's styles, and the table has 3,600 cells: each part is queried where it is.
      const toolbar = within(container.firstElementChild as HTMLElement);
      const header = () => within(container.querySelector('thead') as HTMLElement);
      const headerCells = () => container.querySelectorAll('thead th');
      expect(container.querySelectorAll('tbody tr.rc-table-row')).toHaveLength(200);
      // The expand column follows the first column and is fixed to the left as well.
      expect(container.querySelectorAll(`thead th.${pin.start.cell}`)).toHaveLength(3);
      expect(container.querySelectorAll(`thead th.${pin.end.cell}`)).toHaveLength(2);
      const before = headerCells().length;

      fireEvent.click(toolbar.getByRole('button', { name: 'Add column' }));
      expect(headerCells()).toHaveLength(before + 1);
      expect(header().getByRole('columnheader', { name: 'New 1' })).toBeInTheDocument();
      await waitFor(() => expect(toolbar.getByRole('status')).toHaveTextContent(/\d+\.\d ms/));

      fireEvent.click(toolbar.getByRole('button', { name: 'Turn off scroll.x' }));
      expect(container.querySelector('.rc-table-scroll-horizontal')).toBeNull();
      expect(toolbar.getByRole('button', { name: 'Turn on scroll.x' })).toBeInTheDocument();
    });
  });

  describe('children-indent', () => {
    it('indents every level and collapses a branch with the custom icon', () => {
      const { container } = render(<ChildrenIndent />);
      const rows = () => container.querySelectorAll('tbody tr.rc-table-row');
      expect(rows()).toHaveLength(8);
      expect(container.querySelector('.indent-level-3')).toHaveStyle({ paddingLeft: '72px' });

      fireEvent.click(screen.getByRole('button', { name: 'Collapse src' }));
      expect(rows()).toHaveLength(3);
      expect(screen.getByRole('status')).toHaveTextContent('Closed src');
      expect(screen.getByRole('button', { name: 'Expand src' })).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('sub-table', () => {
    it('opens nested rows stored in a custom children field', () => {
      const { container } = render(<SubTable />);
      const rows = () => container.querySelectorAll('tbody tr.rc-table-row');
      expect(container.querySelector('.rc-table-fixed-header')).not.toBeNull();
      expect(rows()).toHaveLength(100);

      const expandIcon = (key: string) => container.querySelector(`tr[data-row-key="${key}"] .rc-table-row-expand-icon`) as HTMLElement;
      fireEvent.click(expandIcon('order-1'));
      expect(rows()).toHaveLength(102);
      const mouse = container.querySelector('tr[data-row-key="order-1/item-2"]') as HTMLElement;
      expect(mouse).toHaveClass('rc-table-row-level-1');
      expect(within(mouse).getByText('2')).toBeInTheDocument();

      fireEvent.click(expandIcon('order-1/item-1'));
      expect(rows()).toHaveLength(105);
      expect(container.querySelector('tr[data-row-key="order-1/item-1/shipment-3"]')).toHaveClass('rc-table-row-level-2');
    });
  });

  describe('components', () => {
    it('renders the custom header table, header cells, body rows and cells under a sticky header', () => {
      const { container } = render(<Components />);
      expect(container.querySelector('.rc-table-sticky-holder')).not.toBeNull();
      expect(container.querySelector('.rc-table-header table')).toHaveClass('headerTable');
      expect(container.querySelectorAll('thead th.headerCell')).toHaveLength(3);
      expect(container.querySelectorAll('tbody tr.rc-table-row.row')).toHaveLength(30);
      expect(container.querySelectorAll('tbody td.rc-table-cell.cell')).toHaveLength(90);
    });
  });

  describe('animation', () => {
    it('adds and removes rows through the motion tbody', () => {
      const { container } = render(<Animation />);
      const names = () => Array.from(container.querySelectorAll('tbody tr.rc-table-row td:first-child'), (td) => td.textContent);
      expect(container.querySelector('tbody')).toHaveClass('rc-table-tbody');
      expect(names()).toEqual(['Apple', 'Banana', 'Cherry']);

      fireEvent.click(screen.getByRole('button', { name: 'Add a row' }));
      expect(names()).toEqual(['Apple', 'Banana', 'Cherry', 'Damson']);

      fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0]);
      expect(names()).toEqual(['Banana', 'Cherry', 'Damson']);
    });
  });

  describe('react-dnd', () => {
    it('moves a dropped row to the drop target', async () => {
      const { container } = render(<ReactDnd />);
      const titles = () => Array.from(container.querySelectorAll('tbody tr.rc-table-row td:first-child'), (td) => td.textContent);
      expect(titles()).toEqual(['Harbour Lights', 'Paper Planes', 'Slow Orbit', 'Copper Sky']);
      expect(container.querySelectorAll('tbody tr.react-dnd-row')).toHaveLength(4);

      const row = (key: string) => container.querySelector(`tr[data-row-key="${key}"]`) as HTMLElement;
      await dragRow(row('1'), row('3'));
      expect(titles()).toEqual(['Paper Planes', 'Slow Orbit', 'Harbour Lights', 'Copper Sky']);

      await dragRow(row('4'), row('2'));
      expect(titles()).toEqual(['Copper Sky', 'Paper Planes', 'Slow Orbit', 'Harbour Lights']);
    });
  });
});
