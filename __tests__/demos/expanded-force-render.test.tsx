import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { failOnConsoleError } from './console-guard';
import { lineDemo } from './lines';

failOnConsoleError();

// A 1.x-only demo (`expandable.forceRender` came in 1.11.0): its 1.x copy.
describe('expanded-force-render on 1.x', () => {
  let ExpandedForceRender: ComponentType;
  beforeAll(async () => {
    ExpandedForceRender = await lineDemo('1.x', 'expanded-force-render');
  });

  const keys = ['D-101', 'D-102', 'D-103', 'D-104', 'D-105'];
  const field = (key: string) => screen.queryByLabelText(`Contact email for ${key}`);
  /** Shown as a reader sees it: rendered, with no ancestor hidden (a collapsed row is `display: none`). */
  const shown = (element: Element | null) => {
    for (let node = element; node; node = node.parentElement) if (getComputedStyle(node).display === 'none') return false;
    return element !== null;
  };
  const checkEveryRow = () => fireEvent.click(screen.getByRole('button', { name: 'Check every row' }));

  it('renders every collapsed row’s fields into the page, hidden', () => {
    render(<ExpandedForceRender />);
    expect(screen.getByRole('checkbox', { name: 'forceRender' })).toBeChecked();
    for (const key of keys) {
      expect(field(key)).toBeInTheDocument();
      expect(shown(field(key))).toBe(false);
    }
  });

  it('checks the fields of rows nobody opened, and opens the rows at fault', () => {
    render(<ExpandedForceRender />);
    checkEveryRow();
    expect(screen.getByText('Checked 5 of 5 rows. Missing or wrong contact: D-102, D-104 (opened below).')).toBeInTheDocument();
    expect(keys.filter((key) => shown(field(key)))).toEqual(['D-102', 'D-104']);

    fireEvent.change(field('D-102') as HTMLInputElement, { target: { value: 'buyer@northwind.example' } });
    fireEvent.change(field('D-104') as HTMLInputElement, { target: { value: 'not an address' } });
    checkEveryRow();
    expect(screen.getByText('Checked 5 of 5 rows. Missing or wrong contact: D-104 (opened below).')).toBeInTheDocument();
  });

  it('without forceRender, renders a row’s fields only once it is expanded, so the others go unchecked', () => {
    render(<ExpandedForceRender />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'forceRender' }));
    expect(keys.filter((key) => field(key) !== null)).toEqual([]);
    checkEveryRow();
    expect(
      screen.getByText('Checked 0 of 5 rows. No problem found. 5 rows were never expanded, so their fields are not in the page and could not be checked.'),
    ).toBeInTheDocument();

    // Expanded once, a row keeps its content after it is collapsed again.
    const expandIcon = screen.getByRole('row', { name: /D-102/ }).querySelector('.rc-table-row-expand-icon') as HTMLElement;
    fireEvent.click(expandIcon);
    fireEvent.click(expandIcon);
    expect(keys.filter((key) => field(key) !== null)).toEqual(['D-102']);
    expect(shown(field('D-102'))).toBe(false);
    checkEveryRow();
    expect(screen.getByText(/^Checked 1 of 5 rows\. Missing or wrong contact: D-102 \(opened below\)\. 4 rows were never expanded/)).toBeInTheDocument();
  });
});
