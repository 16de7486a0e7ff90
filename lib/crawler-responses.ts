import { apiModules } from '@/.generated/api-modules';
import type { ApiData } from './api/types';
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

/** An edition's API tables, as its home page shows them; none with the API parser off. */
async function apiData(locale: LocaleId): Promise<ApiData | null> {
  if (!site.apiParser) return null;
  const tables = await Promise.all(Object.entries(apiModules[locale]).map(async ([id, load]) => [id, await load()] as const));
  return Object.fromEntries(tables);
}

/** An edition's search payload (`/search-metadata.json`, `/en/search-metadata.json`), API row names included. */
export async function searchMetadataResponse(locale: LocaleId): Promise<Response> {
  return Response.json(toSearchMetadata(registry, searchTerms, locale, await apiData(locale)));
}
