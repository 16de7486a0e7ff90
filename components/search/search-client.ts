import { CHUNK_TIMEOUT_MS } from '@/lib/chunk-error';
import { localeOfPath } from '@/lib/i18n/locales';
import { searchMetadataPath } from '@/lib/search/metadata-path';
import { SearchDataError } from '@/lib/search/search-state';
import type { SearchMetadata, SearchReply, SearchRequest, SearchResultGroup } from '@/lib/search/types';
import { createWorkerClient, type WorkerPort } from '@/lib/worker-client';

/** Where the build writes each edition's search payload (`app/search-metadata.json/route.ts`, `app/en/…`): the page's own edition's. */
function searchMetadataUrl(): string {
  return searchMetadataPath(localeOfPath(window.location.pathname));
}

let ready: Promise<void> | undefined;

const worker = createWorkerClient<SearchRequest, SearchReply>({
  start: () => new Worker(new URL('../../workers/search.worker.ts', import.meta.url)) as WorkerPort,
  url: 'workers/search.worker.ts',
  timeoutMs: CHUNK_TIMEOUT_MS,
  // The index lived in the worker: a crash, even between two searches, means the next search builds it again.
  onStop: () => {
    ready = undefined;
  },
});

/**
 * Fetches the search payload and builds the index in the worker, once per page; later calls reuse it.
 * Nothing here runs until the visitor first touches a search box, so no page's first load carries either.
 * A failure is not kept: the next call downloads and builds afresh.
 */
export function loadSearch(): Promise<void> {
  ready ??= (async () => {
    const url = searchMetadataUrl();
    let response: Response;
    try {
      response = await fetch(url);
    } catch {
      throw new SearchDataError(url);
    }
    if (!response.ok) throw new SearchDataError(url, response.status);
    const metadata = (await response.json()) as SearchMetadata;
    await worker.request({ action: 'generate-metadata', args: metadata });
  })().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

/** The grouped results for keywords; rejects with what failed (the data, the worker) so it can be shown. */
export async function searchSite(keywords: string): Promise<SearchResultGroup[]> {
  await loadSearch();
  const reply = await worker.request({ action: 'get-search-result', args: { keywords } });
  return reply.action === 'get-search-result' ? reply.result : [];
}
