import { llmsText } from '@/lib/crawler-files';
import { messages } from '@/lib/messages';
import { registry } from '@/lib/source';
import { site } from '@/lib/site';

/** /llms.txt: every page with a one-line summary, written as a static file at build time. */
export const dynamic = 'force-static';

export function GET() {
  return new Response(llmsText(registry, site.url, { name: site.name, description: messages.siteDescription }), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
