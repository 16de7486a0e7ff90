import type { LocaleId } from '../i18n/locales';
import type { LineId } from '../lines/lines';
import { controlsFor } from '../props-panel/controls';
import type { AntdOnlyItem } from './antd';
import type { LineApiData } from './build';
import type { PropUse } from './usage';

/**
 * The API files the registry build writes under `.generated/`, keyed by path relative to it: each line's and
 * edition's rows in `api/<line>/<locale>/`, and the antd-only props listed under the tables (`api-antd-only.json`).
 */
export function apiFiles(
  data: LineApiData,
  usage: Record<string, PropUse[]>,
  antdOnly: Record<LineId, Record<LocaleId, Record<string, AntdOnlyItem[]>>>,
): Record<string, string> {
  const files: Record<string, string> = {};
  const lines = Object.keys(data) as LineId[];
  const tables = (line: LineId, locale: LocaleId) => Object.keys(data[line][locale]);
  for (const line of lines)
    for (const locale of Object.keys(data[line]) as LocaleId[])
      for (const id of tables(line, locale)) files[`api/${line}/${locale}/${id}.json`] = `${JSON.stringify(data[line][locale][id], null, 1)}\n`;
  // Read when the server renders an <API>: the rows go into the HTML, and no script carries them.
  files['api-modules.ts'] = [
    "import type { LocaleId } from '@/lib/i18n/locales';",
    "import type { LineId } from '@/lib/lines/lines';",
    "import type { ApiProp } from '@/lib/api/types';",
    '',
    '/** API table rows per line and edition, keyed by table id, loaded by the server render of the page that shows them. */',
    'export const apiModules: Record<LineId, Record<LocaleId, Record<string, () => Promise<ApiProp[]>>>> = {',
    ...lines.flatMap((line) => [
      `  ${JSON.stringify(line)}: {`,
      ...(Object.keys(data[line]) as LocaleId[]).flatMap((locale) => [
        `    ${JSON.stringify(locale)}: {`,
        ...tables(line, locale).map(
          (id) =>
            `      ${JSON.stringify(id)}: () => import(${JSON.stringify(`./api/${line}/${locale}/${id}.json`)}).then((module) => module.default as ApiProp[]),`,
        ),
        '    },',
      ]),
      '  },',
    ]),
    '};',
    '',
  ].join('\n');
  files['api-usage.json'] = `${JSON.stringify(usage, null, 1)}\n`;
  // Read by the server render too: a few lines per table, so one file serves every page.
  files['api-antd-only.json'] = `${JSON.stringify(antdOnly, null, 1)}\n`;
  // The props panel's controls, per line and edition: loaded with a demo's code panel.
  for (const line of lines)
    for (const locale of Object.keys(data[line]) as LocaleId[]) {
      const controls = { Table: controlsFor(data[line][locale], 'Table'), VirtualTable: controlsFor(data[line][locale], 'VirtualTable') };
      files[`props-panel/${line}/${locale}.json`] = `${JSON.stringify(controls)}\n`;
    }
  files['props-panel-modules.ts'] = [
    "import type { LocaleId } from '@/lib/i18n/locales';",
    "import type { LineId } from '@/lib/lines/lines';",
    "import type { PropsPanelControls } from '@/lib/props-panel/controls';",
    '',
    "/** The props panel's controls per line and edition, loaded by the panel when a code panel opens. */",
    'export const propsPanelModules: Record<LineId, Record<LocaleId, () => Promise<PropsPanelControls>>> = {',
    ...lines.flatMap((line) => [
      `  ${JSON.stringify(line)}: {`,
      ...(Object.keys(data[line]) as LocaleId[]).map(
        (locale) =>
          `    ${JSON.stringify(locale)}: () => import(${JSON.stringify(`./props-panel/${line}/${locale}.json`)}).then((module) => module.default as PropsPanelControls),`,
      ),
      '  },',
    ]),
    '};',
    '',
  ].join('\n');
  return files;
}
