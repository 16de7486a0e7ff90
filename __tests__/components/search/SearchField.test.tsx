import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ZhCNMessages } from '@/components/i18n/ZhCNMessages';
import { SearchField } from '@/components/search/SearchField';
import { zhCN as messages } from '@/lib/messages/zh-CN';
import type { OtherLineHits, SearchHint, SearchResultGroup } from '@/lib/search/types';

// The worker and the payload download are replaced by a small index that answers at once.
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn(), push, replace: jest.fn() }) }));

const hint = (title: string, link: string): SearchHint => ({
  type: 'page',
  link,
  priority: 100,
  highlightTitleTexts: [{ text: title, highlighted: false }],
  highlightTexts: [],
  pageTitle: title,
});
const index: Record<string, SearchResultGroup[]> = {
  virtual: [
    { title: 'Demo', priority: 1000, hints: [hint('Virtual', '/demo/virtual'), hint('Virtual list', '/demo/virtual-list')] },
    { title: 'Documentation', priority: 0, hints: [hint('rc-table', '/')] },
  ],
};
const searchSite = jest.fn((keywords: string) => Promise.resolve(index[keywords] ?? []));
/** Another line's hits: only `nearest` is found there (a 1.x text, searched for on 7.x). */
const otherLines: Record<string, OtherLineHits> = { nearest: { line: '1.x', count: 3, link: '/#api-scrollconfig-align' } };
jest.mock('@/components/search/search-client', () => ({
  loadSearch: () => Promise.resolve(),
  searchSite: (keywords: string) => searchSite(keywords),
  searchOtherLines: (keywords: string) => Promise.resolve(otherLines[keywords]),
}));

// jsdom lays nothing out and has no scrollIntoView: record which element is brought into view.
const scrolledIntoView: Element[] = [];
beforeAll(() => {
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledIntoView.push(this);
  };
});

beforeEach(() => {
  push.mockClear();
  searchSite.mockClear();
  scrolledIntoView.length = 0;
});

const input = () => screen.getByRole('combobox', { name: messages.searchLabel });
const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);
const selectedOption = () => screen.getAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true')?.textContent;

/** Renders the header box, focuses it and types, then waits for the debounced answer. */
async function typeInto(text: string, variant: 'inline' | 'dialog' = 'inline') {
  render(<SearchField variant={variant} />, { wrapper: ZhCNMessages });
  act(() => input().focus());
  fireEvent.change(input(), { target: { value: text } });
  await waitFor(() => expect(screen.queryByText(messages.loading)).not.toBeInTheDocument());
}

describe('SearchField', () => {
  it('says so when the query finds its whole only on another line, with a link to the best hit there', async () => {
    await typeInto('nearest');
    expect(screen.getByText(messages.noContent)).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: messages.searchOtherLine(3, '1.x') });
    expect(link).toHaveAttribute('href', '/#api-scrollconfig-align');
    expect(link.textContent).toBe('1.x 中有 3 个结果');
  });

  it('says nothing of other lines when none has the query either', async () => {
    await typeInto('zzz');
    expect(screen.getByText(messages.noContent)).toBeInTheDocument();
    await act(async () => undefined);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says Loading... while it waits, then lists the results as options of a labelled list, with their count', async () => {
    render(<SearchField variant="inline" />, { wrapper: ZhCNMessages });
    act(() => input().focus());
    fireEvent.change(input(), { target: { value: 'virtual' } });
    expect(screen.getByText(messages.loading)).toBeInTheDocument();

    const list = await screen.findByRole('listbox', { name: messages.searchResultsLabel });
    expect(optionNames()).toEqual([
      `Virtual · ${messages.searchHintTypes.page}`,
      `Virtual list · ${messages.searchHintTypes.page}`,
      `rc-table · ${messages.searchHintTypes.page}`,
    ]);
    const inGroup = (name: string) =>
      within(screen.getByRole('group', { name }))
        .getAllByRole('option')
        .map((option) => option.getAttribute('href'));
    expect(inGroup('Demo')).toEqual(['/demo/virtual', '/demo/virtual-list']);
    expect(inGroup('Documentation')).toEqual(['/']);
    expect(screen.getByRole('status')).toHaveTextContent(messages.searchResultCount(3));
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveAttribute('aria-controls', list.id);
    expect(searchSite).toHaveBeenLastCalledWith('virtual');
  });

  it('says so when nothing matches', async () => {
    await typeInto('zzz');
    expect(screen.getByText(messages.noContent)).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toHaveTextContent(messages.searchResultCount(0));
  });

  it('moves the selection with the arrow keys, wrapping at both ends, and tells assistive technology which option is current', async () => {
    await typeInto('virtual');
    expect(selectedOption()).toBeUndefined();
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(selectedOption()).toMatch(/^Virtual ·/);
    expect(input()).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0].id);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(selectedOption()).toMatch(/^rc-table ·/);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(selectedOption()).toMatch(/^Virtual ·/);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(selectedOption()).toMatch(/^rc-table ·/);
    // A long list scrolls to keep the selected option in view.
    expect(scrolledIntoView.at(-1)).toBe(screen.getAllByRole('option')[2]);
  });

  it('opens the selected result on Enter and closes the list', async () => {
    await typeInto('virtual');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(push).toHaveBeenCalledWith('/demo/virtual-list');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).not.toHaveFocus();
  });

  it('opens the first result on Enter when none is selected', async () => {
    await typeInto('virtual');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(push).toHaveBeenCalledWith('/demo/virtual');
  });

  it('does nothing on Enter when nothing matches', async () => {
    await typeInto('zzz');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(push).not.toHaveBeenCalled();
  });

  it('closes the list on Esc but keeps the focus and the text; an arrow key opens it again', async () => {
    await typeInto('virtual');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveFocus();
    expect(input()).toHaveValue('virtual');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(screen.getByRole('listbox', { name: messages.searchResultsLabel })).toBeInTheDocument();
    expect(selectedOption()).toMatch(/^Virtual ·/);
  });

  it('closes the list when the text is cleared', async () => {
    await typeInto('virtual');
    fireEvent.change(input(), { target: { value: '' } });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('closes the inline list when the focus leaves the field, and keeps the text', async () => {
    await typeInto('virtual');
    act(() => input().blur());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveValue('virtual');
  });

  it('shows the shortcut hint only while the box is empty and not focused', async () => {
    render(<SearchField variant="inline" shortcut="Ctrl K" />, { wrapper: ZhCNMessages });
    expect(screen.getByText('Ctrl K')).toBeInTheDocument();
    act(() => input().focus());
    expect(screen.queryByText('Ctrl K')).not.toBeInTheDocument();
    fireEvent.change(input(), { target: { value: 'virtual' } });
    act(() => input().blur());
    expect(screen.queryByText('Ctrl K')).not.toBeInTheDocument();
    await waitFor(() => expect(searchSite).toHaveBeenCalled());
  });

  it('keeps the dialog list open without focus', async () => {
    await typeInto('virtual', 'dialog');
    act(() => input().blur());
    expect(screen.getByRole('listbox', { name: messages.searchResultsLabel })).toBeInTheDocument();
  });
});
