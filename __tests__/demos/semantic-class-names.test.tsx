import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { failOnConsoleError } from './console-guard';
import { lineDemo } from './lines';

failOnConsoleError();

const MARK = 'semantic-class-names-mark';

// A 1.x-only demo (`classNames` and `styles` came in 1.3.0): its 1.x copy.
describe('semantic-class-names on 1.x', () => {
  let SemanticClassNames: ComponentType;
  beforeAll(async () => {
    SemanticClassNames = await lineDemo('1.x', 'semantic-class-names');
  });

  const mark = (slot: string) => fireEvent.change(screen.getByRole('combobox', { name: 'Marked slot' }), { target: { value: slot } });
  /** The elements that carry the demo's mark: the stylesheet outlines and tints exactly these. */
  const marked = (container: HTMLElement) => Array.from(container.querySelectorAll(`.${MARK}`));
  const table = () => screen.getAllByRole('table')[0];
  const titleText = 'Expenses in May';
  const footerText = '4 expenses, $7200 in all';

  it('puts the mark on the element each slot names', () => {
    const { container } = render(<SemanticClassNames />);
    const header = within(table()).getAllByRole('rowgroup')[0];
    const body = within(table()).getAllByRole('rowgroup')[1];
    const expectations: Array<[string, Element[]]> = [
      ['header.cell', within(header).getAllByRole('columnheader')],
      ['title', [screen.getByText(titleText)]],
      ['footer', [screen.getByText(footerText)]],
      // section holds the table between title and footer; content is the box the table scrolls in, inside it.
      ['section', [table().parentElement?.parentElement as Element]],
      ['content', [table().parentElement as Element]],
      ['header.wrapper', [header]],
      ['header.row', within(header).getAllByRole('row')],
      ['body.wrapper', [body]],
      ['body.row', within(body).getAllByRole('row')],
      ['body.cell', within(body).getAllByRole('cell')],
    ];
    for (const [slot, elements] of expectations) {
      mark(slot);
      expect([slot, marked(container)]).toEqual([slot, elements]);
    }
    // section is the box between the title and the footer.
    mark('section');
    const [section] = marked(container);
    expect(section.previousElementSibling).toHaveTextContent(titleText);
    expect(section.nextElementSibling).toHaveTextContent(footerText);
    expect(within(section as HTMLElement).getAllByRole('columnheader')).toHaveLength(3);
  });

  it('sets the inline styles of `styles` on their slots', () => {
    render(<SemanticClassNames />);
    expect(screen.getByText(titleText)).toHaveStyle({ fontWeight: '600' });
    expect(screen.getByText(footerText)).toHaveStyle({ fontStyle: 'italic' });
    for (const th of within(table()).getAllByRole('columnheader')) expect(th).toHaveStyle({ textTransform: 'uppercase', letterSpacing: '0.04em' });
    for (const td of within(table()).getAllByRole('cell')) expect(td).toHaveStyle({ fontVariantNumeric: 'tabular-nums' });
  });

  it('has no content box to mark once scroll.y splits the header from the body', () => {
    const { container } = render(<SemanticClassNames />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fixed header (scroll.y)' }));
    mark('content');
    expect(marked(container)).toEqual([]);
    // The header and body slots still land on the two tables' row groups.
    mark('header.cell');
    expect(marked(container).map((cell) => cell.textContent)).toEqual(['Item', 'Team', 'Amount']);
    mark('body.row');
    expect(marked(container)).toHaveLength(4);
  });
});
