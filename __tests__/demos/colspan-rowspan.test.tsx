import { render, screen } from '@testing-library/react';
import { failOnConsoleError } from './console-guard';
import { LINES, lineDemo } from './lines';
import type { ComponentType } from 'react';

describe.each(LINES)('on $line', ({ line }) => {
  let ColspanRowspan: ComponentType;
  beforeAll(async () => {
    [ColspanRowspan] = await Promise.all(['colspan-rowspan'].map((name) => lineDemo(line, name)));
  });

  failOnConsoleError();

  describe('colspan-rowspan', () => {
    it('ends with a note whose one cell spans every column', () => {
      const { container } = render(<ColspanRowspan />);
      // Phone's header covers Mobile too, so the header cells' spans add up to the six columns.
      const columnCount = Array.from(container.querySelectorAll('thead th'), (th) => Number(th.getAttribute('colspan') ?? 1)).reduce((a, b) => a + b, 0);
      const note = screen.getByRole('cell', { name: /^Directory checked on 3 June 2024/ });
      expect(note).toHaveAttribute('colspan', String(columnCount));
      expect(columnCount).toBe(6);
      const row = note.closest('tr') as HTMLElement;
      expect(row.querySelectorAll('td')).toHaveLength(1);
      expect(row).toBe(container.querySelector('tbody tr.rc-table-row:last-child'));
      // The team above it still spans only its own rows.
      expect(screen.getByRole('cell', { name: 'Support' })).not.toHaveAttribute('rowspan');
    });
  });
});
