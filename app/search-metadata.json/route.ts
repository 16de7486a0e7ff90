import { registry, searchTerms } from '@/lib/source';
import { toSearchMetadata } from '@/lib/search/metadata';

/** The search payload, written as a static file at build time and fetched on the first search interaction. */
export const dynamic = 'force-static';

export function GET() {
  return Response.json(toSearchMetadata(registry, searchTerms));
}
