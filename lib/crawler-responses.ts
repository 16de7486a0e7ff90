import { apiModules } from '@/.generated/api-modules';
import type { ApiData } from './api/types';
import { llmsText } from './crawler-files';
import type { LocaleId } from './i18n/locales';
import { CURRENT_LINE, isLineId, prefixedLines, type LineId } from './lines/lines';
import { messagesFor } from './messages';
import { toSearchMetadata } from './search/metadata';
import { site } from './site';
import { registry, searchTerms } from './source';

/** The llms.txt of an edition on a line (`/llms.txt`, `/en/llms.txt`, `/7.x/llms.txt`), as the route handlers write it at build time. */
export function llmsTextResponse(locale: LocaleId, line: LineId = CURRENT_LINE): Response {
  const messages = messagesFor(locale);
  return new Response(llmsText(registry, site.url, { name: site.name, description: messages.siteDescription, docs: messages.searchOtherPages }, locale, line), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/** A line's API tables in an edition, as that line's home page shows them; none with the API parser off. */
async function apiData(locale: LocaleId, line: LineId): Promise<ApiData | null> {
  if (!site.apiParser) return null;
  const tables = await Promise.all(Object.entries(apiModules[line][locale]).map(async ([id, load]) => [id, await load()] as const));
  return Object.fromEntries(tables);
}

/**
 * The search payload of an edition on a line (`/search-metadata.json`, `/en/7.x/search-metadata.json`): four in all,
 * each with the names of its line's API rows.
 */
export async function searchMetadataResponse(locale: LocaleId, line: LineId = CURRENT_LINE): Promise<Response> {
  return Response.json(toSearchMetadata(registry, searchTerms, locale, line, await apiData(locale, line)));
}

/**
 * A static file of every line that is not the current one, under its prefix (`app/[line]/llms.txt/route.ts`): one
 * param per such line, and the response for the line the path names.
 */
export function lineFileRoute(respond: (line: LineId) => Response | Promise<Response>) {
  return {
    generateStaticParams: () => prefixedLines().map((line) => ({ line })),
    GET: async (_request: Request, { params }: { params: Promise<{ line: string }> }) => {
      const { line } = await params;
      return isLineId(line) ? respond(line) : new Response(null, { status: 404 });
    },
  };
}
