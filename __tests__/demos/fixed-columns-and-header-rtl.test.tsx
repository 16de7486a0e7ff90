import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { failOnConsoleError } from './console-guard';
import { LINES, lineDemo, pinnedClasses } from './lines';

failOnConsoleError();

const toggle = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name }));
const table = (container: HTMLElement) => container.querySelector('.rc-table') as HTMLElement;
const header = (name: string) => screen.getByRole('columnheader', { name });
/** The `<col>` widths of the body table (the one that holds the rows). */
const bodyColWidths = (container: HTMLElement) => Array.from(container.querySelectorAll<HTMLElement>('.rc-table-body colgroup col'), (col) => col.style.width);

describe.each(LINES)('fixed-columns-and-header-rtl on $line', ({ line }) => {
  let FixedColumnsAndHeaderRtl: ComponentType;
  // Right to left: the start side (`fixed: 'left'`) is the right; 7.x names its cells by that screen side.
  const pin = pinnedClasses(line, 'rtl');
  beforeAll(async () => {
    FixedColumnsAndHeaderRtl = await lineDemo(line, 'fixed-columns-and-header-rtl');
  });

  it('switches between the container width and an 800px table', () => {
    const { container } = render(<FixedColumnsAndHeaderRtl />);
    expect(screen.getByRole('checkbox', { name: 'Auto width' })).toBeChecked();
    expect(table(container).style.width).toBe('');
    toggle('Auto width');
    expect(table(container)).toHaveStyle({ width: '800px' });
  });

  it('puts a long unbroken reference in the pinned first column, which ellipsis cuts short', () => {
    const { container } = render(<FixedColumnsAndHeaderRtl />);
    const long = 'SH-2400-RETURNED-TO-SENDER-AWAITING-CUSTOMS';
    expect(screen.queryByText(long)).toBeNull();
    toggle('Long text');
    const cell = screen.getByText(long).closest('td');
    expect(cell).toHaveClass(pin.start.cell);
    expect(cell).not.toHaveClass('rc-table-cell-ellipsis');
    toggle('Ellipsis');
    expect(screen.getByTitle(long).closest('td')).toHaveClass('rc-table-cell-ellipsis');
    expect(container.querySelectorAll('td.rc-table-cell-ellipsis').length).toBeGreaterThan(1);
  });

  it('gives the first column a percentage width', () => {
    const { container } = render(<FixedColumnsAndHeaderRtl />);
    expect(bodyColWidths(container)[0]).toBe('120px');
    toggle('Percentage width');
    expect(bodyColWidths(container)[0]).toBe('15%');
  });

  it('pins the route group with the start columns', () => {
    render(<FixedColumnsAndHeaderRtl />);
    const pinGroup = screen.getByRole('checkbox', { name: 'Pin route group' });
    // Without a group there is nothing to pin.
    expect(pinGroup).toBeDisabled();
    toggle('Group route columns');
    expect(pinGroup).toBeEnabled();
    expect(header('Route')).not.toHaveClass(pin.start.cell);

    toggle('Pin route group');
    // Right to left: the start side, where `fixed: 'left'` pins, is the right.
    expect(header('Route')).toHaveClass(pin.start.cell);
    expect(header('Origin')).toHaveClass(pin.start.cell);
    // The group's last child is now the edge of the pinned area, where the shadow goes.
    expect(header('Destination')).toHaveClass(pin.start.cell, pin.start.edge);
    expect(header('Sender')).not.toHaveClass(pin.start.edge);

    toggle('Fix start columns');
    expect(pinGroup).toBeDisabled();
    expect(header('Route')).not.toHaveClass(pin.start.cell);
  });
});
