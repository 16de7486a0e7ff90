import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { failOnConsoleError } from './console-guard';
import { lineDemo } from './lines';

failOnConsoleError();

// A 1.x-only demo (`showExpandAll`, `onExpandAll` and `components.ExpandIcon` came in 1.12.0): its 1.x copy.
describe('expand-all on 1.x', () => {
  let ExpandAll: ComponentType;
  beforeAll(async () => {
    ExpandAll = await lineDemo('1.x', 'expand-all');
  });

  const notes = ['Gift wrap, deliver before Friday.', 'Two parcels; the second ships from Oslo.', 'Leave with the concierge.', 'Invoice to the Lima office.'];
  /** Shown as a reader sees it: rendered, with no ancestor hidden (a collapsed row is `display: none`). */
  const shown = (element: Element | null) => {
    for (let node = element; node; node = node.parentElement) if (getComputedStyle(node).display === 'none') return false;
    return element !== null;
  };
  const shownNotes = () => notes.filter((note) => shown(screen.queryByText(note)));
  const rowToggles = () => screen.queryAllByRole('button', { name: /^(Expand|Collapse) \d{4}$/ });

  it('draws the header toggle and the row toggles with the one ExpandIcon, by type', () => {
    render(<ExpandAll />);
    const header = screen.getByRole('columnheader', { name: 'Expand all' });
    // type 'all': the header's button, named for all rows.
    expect(within(header).getByRole('button', { name: 'Expand all' })).toHaveAttribute('aria-expanded', 'false');
    // type 'row': one button per row that can expand, named by its order; 1002 and 1005 have no note and no toggle.
    expect(rowToggles().map((button) => button.getAttribute('aria-label'))).toEqual(['Expand 1001', 'Expand 1003', 'Expand 1004', 'Expand 1006']);
    expect(within(screen.getByRole('row', { name: /1002/ })).queryByRole('button')).toBeNull();
  });

  it('opens every row that can expand and reports through onExpandAll, then closes them all', () => {
    render(<ExpandAll />);
    expect(screen.getByText('onExpandAll has not been called yet.')).toBeInTheDocument();
    expect(shownNotes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(shownNotes()).toEqual(notes);
    expect(screen.getByText('Rows open: 4 of 4')).toBeInTheDocument();
    expect(screen.getByText('onExpandAll(true): every row with a note is open.')).toBeInTheDocument();
    expect(rowToggles().every((button) => button.getAttribute('aria-expanded') === 'true')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(shownNotes()).toEqual([]);
    expect(screen.getByText('Rows open: 0 of 4')).toBeInTheDocument();
    expect(screen.getByText('onExpandAll(false): every row with a note is closed.')).toBeInTheDocument();
  });

  it('turns into "Collapse all" once every row is open by hand, without calling onExpandAll', () => {
    render(<ExpandAll />);
    for (const key of ['1001', '1003', '1004']) fireEvent.click(screen.getByRole('button', { name: `Expand ${key}` }));
    expect(screen.getByRole('button', { name: 'Expand all' })).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(screen.getByRole('button', { name: 'Expand 1006' }));
    expect(screen.getByRole('button', { name: 'Collapse all' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('onExpandAll has not been called yet.')).toBeInTheDocument();
  });
});
