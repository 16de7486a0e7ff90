'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchResultGroup } from '@/lib/search/types';
import { loadSearch, onSearchResult, postSearch } from './search-client';

/** SPEC §9: the query goes to the worker this long after the last change. */
export const SEARCH_DEBOUNCE_MS = 200;

let nextQueryId = 0;

/**
 * Search state for one search box: `search(value)` trims the keywords, answers an empty value at once
 * and sends anything else after the debounce; only the reply to the latest query is kept.
 */
export function useSiteSearch() {
  const [keywords, setKeywords] = useState('');
  const [result, setResult] = useState<SearchResultGroup[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(-1);

  useEffect(
    () =>
      onSearchResult((reply) => {
        if (reply.id !== latest.current) return;
        setResult(reply.result);
        setLoading(false);
      }),
    [],
  );
  useEffect(() => () => clearTimeout(timer.current), []);

  const load = useCallback(() => {
    // A failed download shows as no results; the next interaction does not retry within this page.
    loadSearch().catch(() => setLoading(false));
  }, []);

  const search = useCallback(
    (value: string) => {
      load();
      const trimmed = value.trim();
      setKeywords(trimmed);
      clearTimeout(timer.current);
      if (!trimmed) {
        latest.current = -1;
        setResult([]);
        setLoading(false);
        return;
      }
      setLoading(true);
      timer.current = setTimeout(() => {
        nextQueryId += 1;
        latest.current = nextQueryId;
        postSearch(trimmed, nextQueryId).catch(() => setLoading(false));
      }, SEARCH_DEBOUNCE_MS);
    },
    [load],
  );

  return { keywords, result, loading, search, load };
}
