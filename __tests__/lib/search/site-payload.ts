import fs from 'node:fs';
import path from 'node:path';
import generated from '@/.generated/registry.json';
import searchTerms from '@/.generated/search-terms.json';
import type { ApiData, ApiProp } from '@/lib/api/types';
import type { LocaleId } from '@/lib/i18n/locales';
import type { Registry } from '@/lib/registry/types';
import { toSearchMetadata } from '@/lib/search/metadata';
import type { SearchMetadata } from '@/lib/search/types';

/** An edition's API tables as the registry build wrote them (`.generated/api/<locale>/<id>.json`). */
export function generatedApi(locale: LocaleId): ApiData {
  const dir = path.join(__dirname, '../../../.generated/api', locale);
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.slice(0, -'.json'.length), JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as ApiProp[]]),
  );
}

/** An edition's search payload, as its route handler writes it at build time (`lib/crawler-responses.ts`). */
export function sitePayload(locale: LocaleId): SearchMetadata {
  return toSearchMetadata(generated as Registry, searchTerms, locale, generatedApi(locale));
}
