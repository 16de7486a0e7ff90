import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { failOnConsoleError } from './console-guard';
import { lineDemo } from './lines';

failOnConsoleError();

/**
 * jsdom has no layout and no scrolling. Every element is 24px high in a 240px viewport, so the virtual list renders a
 * window of rows and can place one; `scrollIntoView` and `scrollTo`, which the plain table calls, are recorded.
 */
function fakeLayout(): () => void {
  const proto = HTMLElement.prototype;
  const names = ['offsetHeight', 'offsetParent', 'clientHeight', 'scrollIntoView', 'scrollTo'] as const;
  const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const);
  Object.defineProperty(proto, 'offsetHeight', { configurable: true, get: () => 24 });
  Object.defineProperty(proto, 'offsetParent', { configurable: true, get: () => document.body });
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => 240 });
  Object.defineProperty(proto, 'scrollIntoView', { configurable: true, writable: true, value: jest.fn() });
  Object.defineProperty(proto, 'scrollTo', { configurable: true, writable: true, value: jest.fn() });
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(proto, name, descriptor);
      else delete (proto as unknown as Record<string, unknown>)[name];
    }
  };
}

/** rc-virtual-list measures rows after rendering and renders again; wait for that inside act(). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

// A 1.x-only demo (`scrollTo`'s `offset` came in 1.5.0, `align` in 1.10.0): its 1.x copy.
describe('scroll-to on 1.x', () => {
  let ScrollTo: ComponentType;
  let restore: () => void;
  beforeAll(async () => {
    ScrollTo = await lineDemo('1.x', 'scroll-to');
  });
  beforeEach(() => {
    restore = fakeLayout();
  });
  afterEach(() => restore());

  const controls = (name: string) => within(screen.getByRole('group', { name }));
  function request(name: string, row: number, align: string, offset: number) {
    const group = controls(name);
    fireEvent.change(group.getByLabelText('Row'), { target: { value: String(row) } });
    fireEvent.change(group.getByLabelText('align'), { target: { value: align } });
    fireEvent.change(group.getByLabelText('offset'), { target: { value: String(offset) } });
    fireEvent.click(group.getByRole('button', { name: `Scroll ${name}` }));
  }

  it('offers center to the plain table only, and has made no call yet', async () => {
    render(<ScrollTo />);
    await settle();
    expect(screen.getByText('No scrollTo call yet.')).toBeInTheDocument();
    const options = (name: string) => Array.from((controls(name).getByLabelText('align') as HTMLSelectElement).options, (option) => option.value);
    expect(options('Table')).toEqual(['start', 'center', 'end', 'nearest']);
    expect(options('VirtualTable')).toEqual(['start', 'end', 'nearest']);
  });

  it('aligns the plain table’s row with scrollIntoView({ block: align }), then moves its scroll box by the offset', async () => {
    render(<ScrollTo />);
    await settle();
    const intoView = HTMLElement.prototype.scrollIntoView as jest.Mock;
    const scrollTo = HTMLElement.prototype.scrollTo as jest.Mock;
    // The plain table comes first: its header is the first "Name".
    const header = screen.getAllByRole('columnheader', { name: 'Name' })[0];
    for (const [align, offset] of [
      ['start', -30],
      ['center', 0],
      ['end', 20],
      ['nearest', 50],
    ] as const) {
      intoView.mockClear();
      scrollTo.mockClear();
      request('Table', 37, align, offset);
      expect(screen.getByText(`tableRef.current.scrollTo({ key: 'R-0037', align: '${align}', offset: ${offset} })`)).toBeInTheDocument();

      expect(intoView).toHaveBeenCalledTimes(1);
      expect(intoView).toHaveBeenCalledWith({ block: align });
      const row = intoView.mock.contexts[0] as HTMLElement;
      // The mark shows the reader which row was asked for.
      expect(within(row).getByText('R-0037').tagName).toBe('MARK');

      // The table's own scroll box, below its header, moves by the offset from where the row was aligned (jsdom: 0).
      if (offset === 0) {
        expect(scrollTo).not.toHaveBeenCalled();
        continue;
      }
      expect(scrollTo).toHaveBeenCalledTimes(1);
      expect(scrollTo).toHaveBeenCalledWith({ top: offset });
      const box = scrollTo.mock.contexts[0] as HTMLElement;
      expect(box).toContainElement(row);
      expect(box).not.toContainElement(header);
    }
  });

  it('places the virtual table’s row with the offset as its gap to the aligned edge', async () => {
    render(<ScrollTo />);
    await settle();
    const rowTop = (key: string) => (Number(key.slice(2)) - 1) * 24;
    /** The virtual list's scroll box: the nearest box above the row that caps its height. */
    const scrollBox = (cell: HTMLElement) => {
      let node = cell.parentElement;
      while (node && !node.style.maxHeight) node = node.parentElement;
      if (!node) throw new Error('no scroll box around the row');
      return node;
    };

    request('VirtualTable', 2500, 'start', 40);
    await settle();
    expect(screen.getByText(`virtualRef.current.scrollTo({ index: 2499, align: 'start', offset: 40 })`)).toBeInTheDocument();
    const target = screen.getByText('R-2500');
    expect(target.tagName).toBe('MARK');
    // start: the row's top is 40px below the top edge of the 240px viewport.
    expect(rowTop('R-2500') - scrollBox(target).scrollTop).toBe(40);

    request('VirtualTable', 3000, 'end', 40);
    await settle();
    const last = screen.getByText('R-3000');
    // end: the row's bottom is 40px above the bottom edge.
    expect(scrollBox(last).scrollTop + 240 - (rowTop('R-3000') + 24)).toBe(40);
    // The plain table was not scrolled by either call.
    expect(HTMLElement.prototype.scrollIntoView).not.toHaveBeenCalled();
  });
});
