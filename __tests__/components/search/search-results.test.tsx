import { fireEvent, render, screen } from '@testing-library/react';
import { ZhCNMessages } from '@/components/i18n/ZhCNMessages';
import { SearchResults } from '@/components/search/SearchResults';
import { zhCN as messages } from '@/lib/messages/zh-CN';
import type { SearchResultGroup } from '@/lib/search/types';

jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), replace: jest.fn() }) }));

const result: SearchResultGroup[] = [
  {
    title: 'Demo',
    priority: 1000,
    hints: [
      {
        type: 'page',
        link: '/demo/virtual',
        priority: 100,
        highlightTitleTexts: [{ text: 'Virtual', highlighted: true }],
        highlightTexts: [],
        pageTitle: 'Virtual',
      },
      {
        type: 'demo',
        link: '/demo/virtual#virtual',
        priority: 10,
        highlightTitleTexts: [{ text: 'Virtual table', highlighted: false }],
        highlightTexts: [],
        pageTitle: 'Virtual',
      },
    ],
  },
];

function renderResults(onOpen = jest.fn()) {
  render(<SearchResults listId="r" result={result} loading={false} onRetry={jest.fn()} active={1} onHover={jest.fn()} onOpen={onOpen} />, {
    wrapper: ZhCNMessages,
  });
  return onOpen;
}

describe('SearchResults', () => {
  it('renders each result as a link with its address, an option of the listbox, and no tab stop', () => {
    renderResults();
    const options = screen.getByRole('listbox', { name: messages.searchResultsLabel }).querySelectorAll('[role="option"]');
    expect(
      [...options].map((option) => [option.tagName, option.getAttribute('href'), option.getAttribute('tabindex'), option.getAttribute('aria-selected')]),
    ).toEqual([
      ['A', '/demo/virtual', '-1', 'false'],
      ['A', '/demo/virtual#virtual', '-1', 'true'],
    ]);
  });

  it('closes the list for a plain click, and leaves it open for a click that opens another tab', () => {
    const onOpen = renderResults();
    const [first] = screen.getAllByRole('option');
    for (const init of [{ button: 1 }, { ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) fireEvent.click(first, init);
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(first);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
