import { llmsTextResponse } from '@/lib/crawler-responses';

/** /en/llms.txt: every English page with a one-line summary, written as a static file at build time. */
export const dynamic = 'force-static';

export function GET() {
  return llmsTextResponse('en');
}
