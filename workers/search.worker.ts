import { buildSearchIndex, searchSite, type SiteSearchIndex } from '@/lib/search/engine';
import type { SearchReply, SearchRequest } from '@/lib/search/types';
import type { FailedReply } from '@/lib/worker-client';

/** The search worker: builds the index on `generate-metadata` and answers `get-search-result`. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<SearchRequest & { id: number }>) => void) | null;
  postMessage(message: SearchReply | FailedReply): void;
}
// The project compiles against the DOM library; the worker's own global needs only these two members.
const scope = self as unknown as WorkerScope;
let index: SiteSearchIndex | undefined;

scope.onmessage = (event) => {
  const request = event.data;
  try {
    if (request.action === 'generate-metadata') {
      index = buildSearchIndex(request.args, request.args.otherPagesTitle);
      scope.postMessage({ id: request.id, action: 'generate-metadata', documents: index.documents.length });
    } else {
      // The client always builds the index first; without one there is nothing to search, which is an error.
      if (!index) throw new Error('The search index was not built');
      const { keywords } = request.args;
      scope.postMessage({ id: request.id, action: 'get-search-result', keywords, result: searchSite(index, keywords) });
    }
  } catch (error) {
    // Malformed search data, say: reported to the page, which shows it with a Retry.
    index = undefined;
    scope.postMessage({ id: request.id, failure: { kind: 'crashed', message: error instanceof Error ? error.message : String(error) } });
  }
};
