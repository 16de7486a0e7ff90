import { llmsTextResponse } from '@/lib/crawler-responses';

/** /llms.txt: every zh-CN page with a one-line summary, written as a static file at build time. */
export const dynamic = 'force-static';

export function GET() {
  return llmsTextResponse('zh-CN');
}
