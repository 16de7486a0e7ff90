import type { PropUse } from './usage';
import type { ApiData } from './types';

/** The API files the registry build writes under `.generated/`, keyed by path relative to it. */
export function apiFiles(data: ApiData, usage: Record<string, PropUse[]>): Record<string, string> {
  const files: Record<string, string> = {};
  const ids = Object.keys(data);
  for (const id of ids) files[`api/${id}.json`] = `${JSON.stringify(data[id], null, 1)}\n`;
  // Read when the server renders an <API>: the rows go into the HTML, and no script carries them.
  files['api-modules.ts'] = [
    "import type { ApiProp } from '@/lib/api/types';",
    '',
    '/** API table rows keyed by table id, loaded by the server render of the page that shows them. */',
    'export const apiModules: Record<string, () => Promise<ApiProp[]>> = {',
    ...ids.map((id) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(`./api/${id}.json`)}).then((module) => module.default as ApiProp[]),`),
    '};',
    '',
  ].join('\n');
  files['api-usage.json'] = `${JSON.stringify(usage, null, 1)}\n`;
  return files;
}
