import { chunkIdFromUrl } from '../chunk-error';
import type { Messages } from '../messages/types';
import { WorkerFailure } from '../worker-client';
import type { OtherLineHits, SearchResultGroup } from './types';

/**
 * What one search box shows (SPEC §4): nothing for empty keywords, "Loading..." while a query runs, its
 * results, or an error with a Retry. Each query has a number; an answer or failure for an older query than
 * the latest is ignored, so a slow reply can never replace a newer one.
 */
export interface SearchState {
  keywords: string;
  query: number;
  status: 'idle' | 'loading' | 'done' | 'error';
  result: SearchResultGroup[];
  /** What failed, in the reader's words, while `status` is `error`. */
  error?: string;
  /** The query's hits on another line, when the reader's line has none that cover it. */
  elsewhere?: OtherLineHits;
}

export type SearchEvent =
  | { type: 'typed'; keywords: string; query: number }
  | { type: 'answered'; query: number; result: SearchResultGroup[] }
  | { type: 'failed'; query: number; error: string }
  | { type: 'elsewhere'; query: number; hits: OtherLineHits };

export const initialSearchState: SearchState = { keywords: '', query: 0, status: 'idle', result: [] };

export function searchReducer(state: SearchState, event: SearchEvent): SearchState {
  switch (event.type) {
    case 'typed': {
      const keywords = event.keywords.trim();
      return keywords === '' ? { ...initialSearchState, query: event.query } : { keywords, query: event.query, status: 'loading', result: state.result };
    }
    case 'answered':
      return event.query === state.query && state.status === 'loading' ? { ...state, status: 'done', result: event.result, error: undefined } : state;
    case 'failed':
      return event.query === state.query && state.status === 'loading' ? { ...state, status: 'error', result: [], error: event.error } : state;
    case 'elsewhere':
      return event.query === state.query && state.status === 'done' ? { ...state, elsewhere: event.hits } : state;
  }
}

/** The search data answered with an HTTP error, or the request itself failed. */
export class SearchDataError extends Error {
  constructor(
    readonly url: string,
    readonly status?: number,
  ) {
    super(status === undefined ? `Network error: ${url}` : `HTTP ${status}: ${url}`);
    this.name = 'SearchDataError';
  }
}

/** A failure of the search as the reader is told it: which download or step failed, specifically. */
export function describeSearchFailure(error: unknown, messages: Messages): string {
  if (error instanceof SearchDataError)
    return messages.searchDataFailed(error.status === undefined ? messages.networkError : `HTTP ${error.status}`, error.url);
  if (error instanceof WorkerFailure) {
    if (error.kind === 'crashed') return messages.searchCrashed(error.message);
    return messages.chunkFailed(chunkIdFromUrl(error.url), error.kind, error.url);
  }
  return messages.searchCrashed(error instanceof Error ? error.message : String(error));
}
