import { llmsText } from './crawler-files';
import type { LocaleId } from './i18n/locales';
import { messagesFor } from './messages';
import { toSearchMetadata } from './search/metadata';
import { site } from './site';
import { registry, searchTerms } from './source';

/** An edition's llms.txt (`/llms.txt`, `/en/llms.txt`), as the route handlers write it at build time. */
export function llmsTextResponse(locale: LocaleId): Response {
  const messages = messagesFor(locale);
  return new Response(llmsText(registry, site.url, { name: site.name, description: messages.siteDescription, docs: messages.searchOtherPages }, locale), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/** An edition's search payload (`/search-metadata.json`, `/en/search-metadata.json`). */
export function searchMetadataResponse(locale: LocaleId): Response {
  return Response.json(toSearchMetadata(registry, searchTerms, locale));
}
