import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { failOnConsoleError } from './console-guard';
import { lineDemo } from './lines';

failOnConsoleError();

/**
 * The screen edge a pinned cell sticks to, as a browser lays it out: 1.x writes the logical `inset-inline-start` or
 * `inset-inline-end` inline, and the text direction (inherited from the nearest element that sets one; the package
 * stylesheet's `.rc-table-rtl` rule) says which screen side that is. jsdom has no layout, so this is as far as it sees.
 */
function pinnedEdge(cell: HTMLElement): 'left' | 'right' | undefined {
  let direction = 'ltr';
  for (let node: HTMLElement | null = cell; node; node = node.parentElement) {
    const own = getComputedStyle(node).direction;
    if (own) {
      direction = own;
      break;
    }
  }
  const start = direction === 'rtl' ? 'right' : 'left';
  const end = direction === 'rtl' ? 'left' : 'right';
  if (cell.style.getPropertyValue('inset-inline-start') !== '') return start;
  if (cell.style.getPropertyValue('inset-inline-end') !== '') return end;
  return undefined;
}

// A 1.x-only demo (`fixed: 'start' | 'end'` came in 1.2.0): its 1.x copy, under the package's own stylesheet.
describe('fixed-start-end on 1.x', () => {
  let FixedStartEnd: ComponentType;
  let stylesheet: HTMLStyleElement;
  beforeAll(async () => {
    FixedStartEnd = await lineDemo('1.x', 'fixed-start-end');
    stylesheet = document.createElement('style');
    stylesheet.textContent = fs.readFileSync(path.join(process.cwd(), 'node_modules/@rc-component/table/assets/index.css'), 'utf8');
    document.head.append(stylesheet);
  });
  afterAll(() => stylesheet.remove());

  const header = (name: string) => screen.getByRole('columnheader', { name });
  const cell = (text: string) => screen.getByRole('cell', { name: text });
  const trackCell = (shipment: string) => screen.getByRole('button', { name: `Track ${shipment}` }).closest('td') as HTMLElement;

  it('pins start on the left and end on the right from left to right', () => {
    render(<FixedStartEnd />);
    expect(screen.getByRole('radio', { name: 'Left to right (ltr)' })).toBeChecked();
    expect([header('Shipment'), cell('SH-2401')].map(pinnedEdge)).toEqual(['left', 'left']);
    expect([header('Action'), trackCell('SH-2401')].map(pinnedEdge)).toEqual(['right', 'right']);
    expect(pinnedEdge(header('Customer'))).toBeUndefined();
    expect(screen.getByText(/is pinned to the left edge, Action .* to the right edge/)).toBeInTheDocument();
  });

  it('swaps the screen sides of the same columns from right to left', () => {
    render(<FixedStartEnd />);
    fireEvent.click(screen.getByRole('radio', { name: 'Right to left (rtl)' }));
    expect([header('Shipment'), cell('SH-2401')].map(pinnedEdge)).toEqual(['right', 'right']);
    expect([header('Action'), trackCell('SH-2401')].map(pinnedEdge)).toEqual(['left', 'left']);
    expect(screen.getByText(/is pinned to the right edge, Action .* to the left edge/)).toBeInTheDocument();
  });
});
