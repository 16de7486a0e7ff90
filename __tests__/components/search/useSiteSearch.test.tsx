import { act, renderHook } from '@testing-library/react';
import type { SearchReply, SearchResultGroup } from '@/lib/search/types';
import { SEARCH_DEBOUNCE_MS, useSiteSearch } from '@/components/search/useSiteSearch';

type ResultReply = Extract<SearchReply, { action: 'get-search-result' }>;

// The worker and the payload download are replaced by a recorder: what was posted, and a way to reply.
const posted: Array<{ keywords: string; id: number }> = [];
const listeners = new Set<(reply: ResultReply) => void>();
jest.mock('@/components/search/search-client', () => ({
  loadSearch: jest.fn(() => Promise.resolve()),
  postSearch: jest.fn((keywords: string, id: number) => {
    posted.push({ keywords, id });
    return Promise.resolve();
  }),
  onSearchResult: (listener: (reply: ResultReply) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
}));

const group = (title: string): SearchResultGroup[] => [{ title, priority: 1000, hints: [] }];
const reply = (id: number, keywords: string, result: SearchResultGroup[]) =>
  act(() => listeners.forEach((listener) => listener({ action: 'get-search-result', id, keywords, result })));

beforeEach(() => {
  jest.useFakeTimers();
  posted.length = 0;
});

afterEach(() => jest.useRealTimers());

describe('useSiteSearch', () => {
  it('sends nothing before the 200 ms debounce, then the trimmed keywords once', () => {
    const { result } = renderHook(() => useSiteSearch());
    act(() => result.current.search('  vir'));
    act(() => jest.advanceTimersByTime(100));
    act(() => result.current.search('  virtual  '));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(posted).toEqual([]);
    expect(result.current.loading).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(posted.map((post) => post.keywords)).toEqual(['virtual']);
  });

  it('keeps only the reply to the latest keywords', () => {
    const { result } = renderHook(() => useSiteSearch());
    act(() => result.current.search('fixed'));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    act(() => result.current.search('sticky'));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    const [older, newer] = posted;

    reply(newer.id, 'sticky', group('newer'));
    expect(result.current.result).toEqual(group('newer'));
    expect(result.current.loading).toBe(false);
    reply(older.id, 'fixed', group('older'));
    expect(result.current.result).toEqual(group('newer'));
  });

  it('answers empty keywords with an empty result at once and drops the pending query', () => {
    const { result } = renderHook(() => useSiteSearch());
    act(() => result.current.search('fixed'));
    act(() => result.current.search('   '));
    expect(result.current.result).toEqual([]);
    expect(result.current.loading).toBe(false);
    expect(result.current.keywords).toBe('');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(posted).toEqual([]);
  });
});
