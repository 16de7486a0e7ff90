import { render, screen } from '@testing-library/react';
import { failOnConsoleError } from './console-guard';
import { LINES, lineDemo } from './lines';
import type { ComponentType } from 'react';

describe.each(LINES)('on $line', ({ line }) => {
  let Ellipsis: ComponentType;
  beforeAll(async () => {
    [Ellipsis] = await Promise.all(['ellipsis'].map((name) => lineDemo(line, name)));
  });

  failOnConsoleError();

  describe('ellipsis', () => {
    it('cuts text in eleven columns of different widths, each keeping the full text as its title', () => {
      const { container } = render(<Ellipsis />);
      const headers = screen.getAllByRole('columnheader');
      expect(headers.map((th) => th.textContent)).toEqual([
        'Title',
        'Author',
        'Summary of the book, as printed on the back cover',
        'Tags',
        'Year',
        'Publisher',
        'ISBN',
        'Pages',
        'Language',
        'Shelf',
        'Action',
      ]);
      // Widths from 56px up; the summary column takes what is left of scroll.x.
      const widths = Array.from(container.querySelectorAll<HTMLElement>('colgroup col'), (col) => col.style.width);
      expect(widths).toEqual(['160px', '120px', '', '100px', '64px', '110px', '90px', '64px', '72px', '56px', '90px']);
      expect(container.querySelector('table')).toHaveStyle({ width: '1200px', tableLayout: 'fixed' });

      for (const text of ['Addison-Wesley Professional', '978-0-201-89683-1', 'English, German', 'D-101']) {
        const cell = screen.getByText(text);
        expect(cell).toHaveAttribute('title', text);
        expect(cell.closest('td')).toHaveClass('rc-table-cell-ellipsis');
      }
      // Numbers get a title too.
      expect(screen.getByText('672')).toHaveAttribute('title', '672');
      // Headers are cut the same way.
      expect(screen.getByRole('columnheader', { name: 'Language' })).toHaveClass('rc-table-cell-ellipsis');
    });
  });
});
