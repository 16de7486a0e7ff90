import { fireEvent, render, screen, within } from '@testing-library/react';
import PartMap1x from '@/components/api/PartMap1x';
import PartMap7x from '@/components/api/PartMap7x';
import { EnMessages } from '@/components/i18n/EnMessages';
import { apiToolsEn as en } from '@/lib/messages/api-tools/en';

const keys = ['title', 'section', 'footer', 'content', 'body.wrapper', 'body.cell', 'body.row', 'header.wrapper', 'header.cell', 'header.row'];

describe('the part map', () => {
  it('on 1.x: every key of classNames reaches at least one element, and the status says which', () => {
    render(<PartMap1x keys={keys} />, { wrapper: EnMessages });
    const table = document.querySelector('[data-part-map-table]');
    for (const key of keys) expect([key, table?.querySelectorAll(`.part-map-${key.replace('.', '-')}`).length ?? 0]).not.toEqual([key, 0]);
    fireEvent.focus(screen.getByRole('button', { name: 'header.row' }));
    // 1.x's header row has no class of its own: what the key adds is all there is to style it by.
    expect(screen.getByRole('status')).toHaveTextContent(en.partMapReaches('header.row', 1, `tr (${en.partMapNoClass})`));
    fireEvent.focus(screen.getByRole('button', { name: 'body.cell' }));
    expect(screen.getByRole('status')).toHaveTextContent(en.partMapReaches('body.cell', 9, 'td.rc-table-cell'));
    fireEvent.blur(screen.getByRole('button', { name: 'body.cell' }));
    expect(screen.getByRole('status')).toHaveTextContent(en.partMapHint);
  });

  it('on 7.x: lists the class names the table sets, in the order they appear', () => {
    render(<PartMap7x keys={[]} />, { wrapper: EnMessages });
    const names = within(screen.getByRole('list', { name: en.partMapClasses }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names.slice(0, 3)).toEqual(['rc-table', 'rc-table-title', 'rc-table-container']);
    expect(names).toEqual(expect.arrayContaining(['rc-table-thead', 'rc-table-cell', 'rc-table-tbody', 'rc-table-row', 'rc-table-footer']));
    expect(names.some((name) => name?.startsWith('part-map-'))).toBe(false);
  });
});
