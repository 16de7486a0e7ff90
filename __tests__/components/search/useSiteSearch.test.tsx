import { act, renderHook } from '@testing-library/react';
import type { SearchResultGroup } from '@/lib/search/types';
import { SearchDataError } from '@/lib/search/search-state';
import { zhCN as messages } from '@/lib/messages/zh-CN';
import { ZhCNMessages } from '@/components/i18n/ZhCNMessages';
import { SEARCH_DEBOUNCE_MS, useSiteSearch } from '@/components/search/useSiteSearch';

// The worker and the payload download are replaced by a recorder: each search waits for the test to settle it.
interface Sent {
  keywords: string;
  resolve: (result: SearchResultGroup[]) => void;
  reject: (error: unknown) => void;
}
const sent: Sent[] = [];
const otherLineLookups: string[] = [];
jest.mock('@/components/search/search-client', () => ({
  loadSearch: jest.fn(() => Promise.resolve()),
  // Another line has `nearest`; a lookup that fails changes nothing.
  searchOtherLines: jest.fn((keywords: string) => {
    otherLineLookups.push(keywords);
    if (keywords === 'broken') return Promise.reject(new Error('offline'));
    return Promise.resolve(keywords === 'nearest' ? { line: '1.x', count: 2, link: '/#x' } : undefined);
  }),
  searchSite: jest.fn(
    (keywords: string) =>
      new Promise<SearchResultGroup[]>((resolve, reject) => {
        sent.push({ keywords, resolve, reject });
      }),
  ),
}));

const group = (title: string): SearchResultGroup[] => [{ title, priority: 1000, hints: [] }];
const settle = (action: () => void) => act(async () => action());

beforeEach(() => {
  jest.useFakeTimers();
  sent.length = 0;
  otherLineLookups.length = 0;
});

afterEach(() => jest.useRealTimers());

describe('useSiteSearch', () => {
  it("adds another line's hits to the answer once they are known, and keeps the answer when the lookup fails", async () => {
    const { result } = renderHook(() => useSiteSearch(), { wrapper: ZhCNMessages });
    act(() => result.current.search('nearest'));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await settle(() => sent[0].resolve([]));
    expect(otherLineLookups).toEqual(['nearest']);
    expect(result.current.elsewhere).toEqual({ line: '1.x', count: 2, link: '/#x' });

    act(() => result.current.search('broken'));
    expect(result.current.elsewhere).toBeUndefined();
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await settle(() => sent[1].resolve(group('Demo')));
    expect(result.current.result).toEqual(group('Demo'));
    expect(result.current.error).toBeUndefined();
    expect(result.current.elsewhere).toBeUndefined();
  });

  it('sends nothing before the 200 ms debounce, then the trimmed keywords once', () => {
    const { result } = renderHook(() => useSiteSearch(), { wrapper: ZhCNMessages });
    act(() => result.current.search('  vir'));
    act(() => jest.advanceTimersByTime(100));
    act(() => result.current.search('  virtual  '));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(sent).toEqual([]);
    expect(result.current.loading).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(sent.map((entry) => entry.keywords)).toEqual(['virtual']);
  });

  it('keeps only the reply to the latest keywords', async () => {
    const { result } = renderHook(() => useSiteSearch(), { wrapper: ZhCNMessages });
    act(() => result.current.search('fixed'));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    act(() => result.current.search('sticky'));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    const [older, newer] = sent;

    await settle(() => newer.resolve(group('newer')));
    expect(result.current.result).toEqual(group('newer'));
    expect(result.current.loading).toBe(false);
    await settle(() => older.resolve(group('older')));
    expect(result.current.result).toEqual(group('newer'));
  });

  it('answers empty keywords with an empty result at once and drops the pending query', () => {
    const { result } = renderHook(() => useSiteSearch(), { wrapper: ZhCNMessages });
    act(() => result.current.search('fixed'));
    act(() => result.current.search('   '));
    expect(result.current.result).toEqual([]);
    expect(result.current.loading).toBe(false);
    expect(result.current.keywords).toBe('');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(sent).toEqual([]);
  });

  it('shows a failed search as an error, and Retry sends the keywords again at once', async () => {
    const { result } = renderHook(() => useSiteSearch(), { wrapper: ZhCNMessages });
    act(() => result.current.search('fixed'));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await settle(() => sent[0].reject(new SearchDataError('/search-metadata.json', 500)));
    expect(result.current.error).toBe(messages.searchDataFailed('HTTP 500', '/search-metadata.json'));
    expect(result.current.loading).toBe(false);
    expect(result.current.result).toEqual([]);

    act(() => result.current.retry());
    expect(result.current.loading).toBe(true);
    expect(result.current.error).toBeUndefined();
    expect(sent.map((entry) => entry.keywords)).toEqual(['fixed', 'fixed']);
    await settle(() => sent[1].resolve(group('found')));
    expect(result.current.result).toEqual(group('found'));
  });
});
