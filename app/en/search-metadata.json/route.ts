import { searchMetadataResponse } from '@/lib/crawler-responses';

/** The English search payload, written as a static file at build time and fetched on the first search interaction. */
export const dynamic = 'force-static';

export function GET() {
  return searchMetadataResponse('en');
}
