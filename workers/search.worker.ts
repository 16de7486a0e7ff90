import { buildSearchIndex, searchSite, type SiteSearchIndex } from '@/lib/search/engine';
import type { SearchReply, SearchRequest } from '@/lib/search/types';
import { messages } from '@/lib/messages';

/** The search worker: builds the index on `generate-metadata` and answers `get-search-result`. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<SearchRequest>) => void) | null;
  postMessage(message: SearchReply): void;
}
// The project compiles against the DOM library; the worker's own global needs only these two members.
const scope = self as unknown as WorkerScope;
let index: SiteSearchIndex | undefined;

scope.onmessage = (event: MessageEvent<SearchRequest>) => {
  const request = event.data;
  let reply: SearchReply;
  if (request.action === 'generate-metadata') {
    index = buildSearchIndex(request.args, messages.searchOtherPages);
    reply = { action: 'generate-metadata', documents: index.documents.length };
  } else {
    const { keywords, id } = request.args;
    reply = { action: 'get-search-result', id, keywords, result: index ? searchSite(index, keywords) : [] };
  }
  scope.postMessage(reply);
};
