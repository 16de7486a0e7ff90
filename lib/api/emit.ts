import type { PropUse } from './usage';
import type { ApiData } from './types';

/** The API files the registry build writes under `.generated/`, keyed by path relative to it. */
export function apiFiles(data: ApiData, usage: Record<string, PropUse[]>): Record<string, string> {
  const files: Record<string, string> = {};
  const ids = Object.keys(data);
  for (const id of ids) files[`api/${id}.json`] = `${JSON.stringify(data[id], null, 1)}\n`;
  // Each table is its own chunk, fetched when an <API> renders, so no page's first load carries the data.
  files['api-modules.ts'] = [
    "import type { ApiProp } from '@/lib/api/types';",
    "import { withChunkTimeout } from '@/lib/chunk-error';",
    '',
    '/** API table rows keyed by table id, each loaded on demand. */',
    'export const apiModules: Record<string, () => Promise<ApiProp[]>> = {',
    ...ids.map((id) => `  ${JSON.stringify(id)}: () => withChunkTimeout(() => import(${JSON.stringify(`./api/${id}.json`)}), ${JSON.stringify(`api/${id}.json`)}).then((module) => module.default as ApiProp[]),`),
    '};',
    '',
  ].join('\n');
  files['api-usage.json'] = `${JSON.stringify(usage, null, 1)}\n`;
  return files;
}
