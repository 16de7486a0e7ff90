import type { LocaleId } from '../i18n/locales';
import type { PropUse } from './usage';
import type { ApiData } from './types';

/** The API files the registry build writes under `.generated/`, keyed by path relative to it: each edition's rows in `api/<locale>/`. */
export function apiFiles(data: Record<LocaleId, ApiData>, usage: Record<string, PropUse[]>): Record<string, string> {
  const files: Record<string, string> = {};
  const locales = Object.keys(data) as LocaleId[];
  for (const locale of locales)
    for (const id of Object.keys(data[locale])) files[`api/${locale}/${id}.json`] = `${JSON.stringify(data[locale][id], null, 1)}\n`;
  // Read when the server renders an <API>: the rows go into the HTML, and no script carries them.
  files['api-modules.ts'] = [
    "import type { LocaleId } from '@/lib/i18n/locales';",
    "import type { ApiProp } from '@/lib/api/types';",
    '',
    '/** API table rows per edition, keyed by table id, loaded by the server render of the page that shows them. */',
    'export const apiModules: Record<LocaleId, Record<string, () => Promise<ApiProp[]>>> = {',
    ...locales.flatMap((locale) => [
      `  ${JSON.stringify(locale)}: {`,
      ...Object.keys(data[locale]).map(
        (id) => `    ${JSON.stringify(id)}: () => import(${JSON.stringify(`./api/${locale}/${id}.json`)}).then((module) => module.default as ApiProp[]),`,
      ),
      '  },',
    ]),
    '};',
    '',
  ].join('\n');
  files['api-usage.json'] = `${JSON.stringify(usage, null, 1)}\n`;
  return files;
}
