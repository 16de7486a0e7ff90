import { buildSearchIndex, fullMatches, searchSite, type SiteSearchIndex } from '@/lib/search/engine';
import type { SearchReply, SearchRequest } from '@/lib/search/types';
import type { FailedReply } from '@/lib/worker-client';
import { failedReply } from '@/lib/worker-reply';

/**
 * The search worker: builds the index on `generate-metadata` and answers `get-search-result`; with a `scope`, it
 * keeps another line's index beside the page's own, which `count-full-matches` asks.
 */
interface WorkerScope {
  onmessage: ((event: MessageEvent<SearchRequest & { id: number }>) => void) | null;
  postMessage(message: SearchReply | FailedReply): void;
}
// The project compiles against the DOM library; the worker's own global needs only these two members.
const scope = self as unknown as WorkerScope;
/** The page's own line's index, under '', and other lines' under their ids. */
const indexes = new Map<string, SiteSearchIndex>();

function indexOf(key: string): SiteSearchIndex {
  const index = indexes.get(key);
  // The client always builds an index before it asks; without one there is nothing to search, which is an error.
  if (!index) throw new Error('The search index was not built');
  return index;
}

scope.onmessage = (event) => {
  const request = event.data;
  try {
    if (request.type === 'generate-metadata') {
      const index = buildSearchIndex(request.args, request.args.otherPagesTitle);
      indexes.set(request.scope ?? '', index);
      scope.postMessage({ id: request.id, type: 'generate-metadata', documents: index.documents.length });
    } else if (request.type === 'count-full-matches') {
      const { keywords, scope: key = '' } = request.args;
      scope.postMessage({ id: request.id, type: 'count-full-matches', ...fullMatches(indexOf(key), keywords) });
    } else {
      const { keywords } = request.args;
      scope.postMessage({ id: request.id, type: 'get-search-result', keywords, result: searchSite(indexOf(''), keywords) });
    }
  } catch (error) {
    // Malformed search data, say: reported to the page, which shows it with a Retry.
    indexes.clear();
    scope.postMessage(failedReply(request.id, error));
  }
};
