import { CHUNK_TIMEOUT_MS } from '@/lib/chunk-error';
import { fetchJson } from '@/lib/fetch-json';
import { localeOfPath } from '@/lib/i18n/locales';
import { LINE_IDS, type LineId } from '@/lib/lines/lines';
import { lineOfPath } from '@/lib/lines/paths';
import { searchMetadataPath } from '@/lib/search/metadata-path';
import { SearchDataError } from '@/lib/search/search-state';
import type { OtherLineHits, SearchMetadata, SearchReply, SearchRequest, SearchResultGroup } from '@/lib/search/types';
import { createWorkerClient, type WorkerPort } from '@/lib/worker-client';

/** Where the build writes the search payload of each edition and line (`app/search-metadata.json/route.ts` and the others): the page's own, or another line's. */
function searchMetadataUrl(line: LineId = lineOfPath(window.location.pathname)): string {
  return searchMetadataPath(localeOfPath(window.location.pathname), line);
}

/** Downloads a payload; a failure names its address. */
const fetchMetadata = (url: string): Promise<SearchMetadata> => fetchJson<SearchMetadata>(url, (failed, status) => new SearchDataError(failed, status));

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
    await worker.request({ type: 'generate-metadata', args: await fetchMetadata(searchMetadataUrl()) });
    otherLines.clear();
  })().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

/** Other lines' indexes in the worker, built on the first query that needs them. */
const otherLines = new Map<LineId, Promise<void>>();

function loadOtherLine(line: LineId): Promise<void> {
  let loading = otherLines.get(line);
  if (!loading) {
    loading = fetchMetadata(searchMetadataUrl(line))
      .then(async (metadata) => void (await worker.request({ type: 'generate-metadata', args: metadata, scope: line })))
      .catch((error: unknown) => {
        otherLines.delete(line);
        throw error;
      });
    otherLines.set(line, loading);
  }
  return loading;
}

/**
 * When no entry of the reader's line covers the whole query, the first other line that has such entries: how many,
 * and the best of them. Another line's payload is downloaded only then, so a page never carries its texts.
 */
export async function searchOtherLines(keywords: string): Promise<OtherLineHits | undefined> {
  await loadSearch();
  const own = await worker.request({ type: 'count-full-matches', args: { keywords } });
  if (own.type !== 'count-full-matches' || own.count > 0) return undefined;
  const current = lineOfPath(window.location.pathname);
  for (const line of LINE_IDS.filter((id) => id !== current)) {
    await loadOtherLine(line);
    const hits = await worker.request({ type: 'count-full-matches', args: { keywords, scope: line } });
    if (hits.type === 'count-full-matches' && hits.count > 0 && hits.best) return { line, count: hits.count, link: hits.best };
  }
  return undefined;
}

/** The grouped results for keywords; rejects with what failed (the data, the worker) so it can be shown. */
export async function searchSite(keywords: string): Promise<SearchResultGroup[]> {
  await loadSearch();
  const reply = await worker.request({ type: 'get-search-result', args: { keywords } });
  return reply.type === 'get-search-result' ? reply.result : [];
}
