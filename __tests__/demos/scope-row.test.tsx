import { render, screen, within } from '@testing-library/react';
import { failOnConsoleError } from './console-guard';
import { LINES, lineDemo } from './lines';
import type { ComponentType } from 'react';

describe.each(LINES)('on $line', ({ line }) => {
  let ScopeRow: ComponentType;
  beforeAll(async () => {
    [ScopeRow] = await Promise.all(['scope-row'].map((name) => lineDemo(line, name)));
  });

  failOnConsoleError();

  describe('scope-row', () => {
    it('puts one Venue header over the building and room columns', () => {
      render(<ScopeRow />);
      const table = screen.getByRole('table', { name: 'Conference schedule' });
      const headers = within(table).getAllByRole('columnheader');
      expect(headers.map((th) => th.textContent)).toEqual(['Day', 'Time', 'Talk', 'Venue']);
      expect(within(table).getByRole('columnheader', { name: 'Venue' })).toHaveAttribute('colspan', '2');
      expect(within(table).queryByRole('columnheader', { name: 'Room' })).toBeNull();

      // Every row still has a building and a room cell under that header.
      const keynote = within(table).getByRole('row', { name: /Opening keynote/ });
      expect(
        within(keynote)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ).toEqual(['Opening keynote', 'Main building', 'Hall A']);
    });
  });
});
