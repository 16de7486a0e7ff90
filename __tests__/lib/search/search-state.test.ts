import { en } from '@/lib/messages/en';
import { zhCN as messages } from '@/lib/messages/zh-CN';
import { describeSearchFailure, initialSearchState, searchReducer, SearchDataError, type SearchState } from '@/lib/search/search-state';
import type { SearchResultGroup } from '@/lib/search/types';
import { WorkerFailure } from '@/lib/worker-client';

const group = (title: string): SearchResultGroup[] => [{ title, priority: 1000, hints: [] }];

function run(...events: Parameters<typeof searchReducer>[1][]): SearchState {
  return events.reduce(searchReducer, initialSearchState);
}

describe('searchReducer', () => {
  it('loads while a query runs, then shows its answer', () => {
    const loading = run({ type: 'typed', keywords: '  fixed ', query: 1 });
    expect(loading).toMatchObject({ keywords: 'fixed', status: 'loading' });
    expect(searchReducer(loading, { type: 'answered', query: 1, result: group('a') })).toMatchObject({ status: 'done', result: group('a') });
  });

  it('answers empty keywords at once with nothing', () => {
    expect(run({ type: 'typed', keywords: 'fixed', query: 1 }, { type: 'typed', keywords: '   ', query: 2 })).toEqual({ ...initialSearchState, query: 2 });
  });

  it('shows a failure as an error, never as an empty result', () => {
    const state = run({ type: 'typed', keywords: 'fixed', query: 1 }, { type: 'failed', query: 1, error: 'HTTP 500' });
    expect(state).toMatchObject({ status: 'error', error: 'HTTP 500', result: [] });
  });

  it('retries: the same keywords as a new query load again and can succeed', () => {
    const failed = run({ type: 'typed', keywords: 'fixed', query: 1 }, { type: 'failed', query: 1, error: 'HTTP 500' });
    const retried = searchReducer(failed, { type: 'typed', keywords: failed.keywords, query: 2 });
    expect(retried.status).toBe('loading');
    expect(retried.error).toBeUndefined();
    expect(searchReducer(retried, { type: 'answered', query: 2, result: group('b') })).toMatchObject({ status: 'done', result: group('b') });
  });

  it('ignores the answer or failure of a superseded query', () => {
    const newer = run({ type: 'typed', keywords: 'fixed', query: 1 }, { type: 'typed', keywords: 'sticky', query: 2 });
    expect(searchReducer(newer, { type: 'answered', query: 1, result: group('old') })).toBe(newer);
    expect(searchReducer(newer, { type: 'failed', query: 1, error: 'late' })).toBe(newer);
    const done = searchReducer(newer, { type: 'answered', query: 2, result: group('new') });
    expect(searchReducer(done, { type: 'failed', query: 2, error: 'twice' })).toBe(done);
  });

  it("adds another line's hits to the answer of its own query only, and drops them with the next query", () => {
    const hits = { line: '7.x', count: 3, link: '/7.x/demo/shadow' };
    const done = run({ type: 'typed', keywords: 'ping', query: 1 }, { type: 'answered', query: 1, result: [] });
    const noted = searchReducer(done, { type: 'elsewhere', query: 1, hits });
    expect(noted).toMatchObject({ status: 'done', result: [], elsewhere: hits });
    expect(searchReducer(noted, { type: 'typed', keywords: 'pin', query: 2 }).elsewhere).toBeUndefined();
    // A late note for an older query, or one before its answer, changes nothing.
    expect(searchReducer(searchReducer(noted, { type: 'typed', keywords: 'pin', query: 2 }), { type: 'elsewhere', query: 1, hits }).elsewhere).toBeUndefined();
    const loading = run({ type: 'typed', keywords: 'ping', query: 1 });
    expect(searchReducer(loading, { type: 'elsewhere', query: 1, hits })).toBe(loading);
  });
});

describe('describeSearchFailure', () => {
  it('names the HTTP status or the network error of the search data', () => {
    expect(describeSearchFailure(new SearchDataError('/search-metadata.json', 500), messages)).toBe(
      messages.searchDataFailed('HTTP 500', '/search-metadata.json'),
    );
    expect(describeSearchFailure(new SearchDataError('/search-metadata.json'), messages)).toBe(
      messages.searchDataFailed(messages.networkError, '/search-metadata.json'),
    );
  });

  it("tells the English edition's reader in English, naming the English payload", () => {
    expect(describeSearchFailure(new SearchDataError('/en/search-metadata.json', 404), en)).toBe(
      'The search data did not download (HTTP 404: /en/search-metadata.json).',
    );
    expect(describeSearchFailure(new SearchDataError('/en/search-metadata.json'), en)).toBe(
      'The search data did not download (network error: /en/search-metadata.json).',
    );
  });

  it("uses the spec's chunk message for a worker script that did not load or answer", () => {
    const missing = new WorkerFailure({ kind: 'missing', message: 'x' }, 'workers/search.worker.ts');
    expect(describeSearchFailure(missing, messages)).toBe('Loading chunk search.worker.ts failed. (missing: workers/search.worker.ts)');
    expect(describeSearchFailure(missing, en)).toBe('Loading chunk search.worker.ts failed. (missing: workers/search.worker.ts)');
    const late = new WorkerFailure({ kind: 'timeout', message: 'x' }, 'workers/search.worker.ts');
    expect(describeSearchFailure(late, messages)).toContain('(timeout: workers/search.worker.ts)');
  });

  it('passes on what a crashed worker said', () => {
    expect(describeSearchFailure(new WorkerFailure({ kind: 'crashed', message: 'index is undefined' }, 'w'), messages)).toBe(
      messages.searchCrashed('index is undefined'),
    );
  });
});
