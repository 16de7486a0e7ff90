import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { failOnConsoleError } from './console-guard';
import { lineDemo } from './lines';

failOnConsoleError();

// A 1.x-only demo (a function `columnTitle` and `showExpandAll` are 1.x's): its 1.x copy.
describe('expand-column-title on 1.x', () => {
  let ExpandColumnTitle: ComponentType;
  beforeAll(async () => {
    ExpandColumnTitle = await lineDemo('1.x', 'expand-column-title');
  });

  /** The expand column's header: the first header cell. */
  const expandHeader = () => screen.getAllByRole('columnheader')[0];
  /** Shown as a reader sees it: rendered, with no ancestor hidden (a collapsed row is `display: none`). */
  const shown = (element: Element | null) => {
    for (let node = element; node; node = node.parentElement) if (getComputedStyle(node).display === 'none') return false;
    return element !== null;
  };
  const pick = (form: string) => fireEvent.click(screen.getByRole('radio', { name: form }));

  it('renders the expand-all toggle inside the title the function returns, and the toggle still expands every row', () => {
    render(<ExpandColumnTitle />);
    expect(screen.getByRole('radio', { name: 'function' })).toBeChecked();
    const header = expandHeader();
    expect(header).toHaveTextContent('Steps (0/4 open)');
    const toggle = within(header).getByRole('button', { name: 'Expand all rows' });
    // The toggle sits inside the custom title's own element, next to its text.
    expect(within(header).getByText('Steps (0/4 open)').parentElement).toContainElement(toggle);
    expect(shown(screen.queryByText('Push the tag'))).toBe(false);

    fireEvent.click(toggle);
    expect(shown(screen.getByText('Push the tag'))).toBe(true);
    expect(shown(screen.getByText('Post on the forum'))).toBe(true);
    expect(expandHeader()).toHaveTextContent('Steps (4/4 open)');
    expect(within(expandHeader()).getByRole('button', { name: 'Collapse all rows' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('loses the toggle to a plain node, and shows the toggle alone with no title', () => {
    render(<ExpandColumnTitle />);
    pick('node');
    expect(expandHeader()).toHaveTextContent('Steps (0/4 open)');
    expect(within(expandHeader()).queryByRole('button')).toBeNull();

    pick('none');
    expect(expandHeader()).toHaveTextContent('');
    expect(within(expandHeader()).getByRole('button', { name: 'Expand all rows' })).toBeInTheDocument();
  });
});
