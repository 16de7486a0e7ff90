'use client';

import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useMessages } from '@/components/i18n/MessagesContext';
import { describeSearchFailure, initialSearchState, searchReducer } from '@/lib/search/search-state';
import { loadSearch, searchOtherLines, searchSite } from './search-client';

/** SPEC §9: the query goes to the worker this long after the last change. */
export const SEARCH_DEBOUNCE_MS = 200;

let nextQuery = 0;

/**
 * Search state for one search box (`lib/search/search-state.ts`): `search(value)` answers empty keywords
 * at once and sends anything else after the debounce; `retry()` sends the current keywords again at once.
 */
export function useSiteSearch() {
  const messages = useMessages();
  const [state, dispatch] = useReducer(searchReducer, initialSearchState);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** Starts the download early (first hover or focus); a failure here shows on the first search instead. */
  const load = useCallback(() => {
    loadSearch().catch(() => undefined);
  }, []);

  const send = useCallback(
    (keywords: string, query: number) => {
      searchSite(keywords).then(
        (result) => {
          dispatch({ type: 'answered', query, result });
          // A hint beside the answer, never instead of it: if another line's data cannot be had, the answer stands.
          searchOtherLines(keywords).then(
            (hits) => hits && dispatch({ type: 'elsewhere', query, hits }),
            () => undefined,
          );
        },
        (error: unknown) => dispatch({ type: 'failed', query, error: describeSearchFailure(error, messages) }),
      );
    },
    [messages],
  );

  const search = useCallback(
    (value: string) => {
      load();
      const query = ++nextQuery;
      dispatch({ type: 'typed', keywords: value, query });
      clearTimeout(timer.current);
      const keywords = value.trim();
      if (keywords !== '') timer.current = setTimeout(() => send(keywords, query), SEARCH_DEBOUNCE_MS);
    },
    [load, send],
  );

  const retry = useCallback(() => {
    const query = ++nextQuery;
    dispatch({ type: 'typed', keywords: state.keywords, query });
    clearTimeout(timer.current);
    if (state.keywords !== '') send(state.keywords, query);
  }, [send, state.keywords]);

  return {
    keywords: state.keywords,
    result: state.result,
    elsewhere: state.elsewhere,
    loading: state.status === 'loading',
    error: state.error,
    search,
    retry,
    load,
  };
}
