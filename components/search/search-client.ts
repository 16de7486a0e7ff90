import type { SearchMetadata, SearchReply, SearchRequest, SearchResultGroup } from '@/lib/search/types';

/** Where the build writes the search payload (app/search-metadata.json/route.ts). */
export const SEARCH_METADATA_URL = '/search-metadata.json';

type ResultListener = (reply: Extract<SearchReply, { action: 'get-search-result' }>) => void;

let worker: Promise<Worker> | undefined;
const listeners = new Set<ResultListener>();

/**
 * Fetches the search payload and starts the worker, once per page; later calls reuse them. Nothing
 * here runs until the visitor first touches a search box, so a page's first load carries neither.
 */
export function loadSearch(): Promise<Worker> {
  worker ??= fetch(SEARCH_METADATA_URL)
    .then((response) => response.json() as Promise<SearchMetadata>)
    .then((metadata) => {
      const started = new Worker(new URL('../../workers/search.worker.ts', import.meta.url));
      started.onmessage = (event: MessageEvent<SearchReply>) => {
        const reply = event.data;
        if (reply.action === 'get-search-result') listeners.forEach((listener) => listener(reply));
      };
      const request: SearchRequest = { action: 'generate-metadata', args: metadata };
      started.postMessage(request);
      return started;
    });
  return worker;
}

/** Sends a query; the reply arrives at every listener with the same id. */
export async function postSearch(keywords: string, id: number): Promise<void> {
  const request: SearchRequest = { action: 'get-search-result', args: { keywords, id } };
  (await loadSearch()).postMessage(request);
}

export function onSearchResult(listener: ResultListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type { SearchResultGroup };
