import fs from 'node:fs';
import path from 'node:path';
import generated from '@/.generated/registry.json';
import searchTerms from '@/.generated/search-terms.json';
import type { ApiData, ApiProp } from '@/lib/api/types';
import type { LocaleId } from '@/lib/i18n/locales';
import { CURRENT_LINE, type LineId } from '@/lib/lines/lines';
import type { Registry } from '@/lib/registry/types';
import { toSearchMetadata } from '@/lib/search/metadata';
import type { SearchMetadata } from '@/lib/search/types';

/** A line's API tables in an edition, as the registry build wrote them (`.generated/api/<line>/<locale>/<id>.json`). */
export function generatedApi(locale: LocaleId, line: LineId = CURRENT_LINE): ApiData {
  const dir = path.join(__dirname, '../../../.generated/api', line, locale);
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.slice(0, -'.json'.length), JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as ApiProp[]]),
  );
}

/** The search payload of an edition on a line, as its route handler writes it at build time (`lib/crawler-responses.ts`). */
export function sitePayload(locale: LocaleId, line: LineId = CURRENT_LINE): SearchMetadata {
  return toSearchMetadata(generated as Registry, searchTerms, locale, line, generatedApi(locale, line));
}
