import fs from 'node:fs';
import path from 'node:path';
import type { Registry } from '../registry/types';
import { apiEntries } from './entries';
import { extractApi } from './extract';
import type { LocaleId } from '../i18n/locales';
import { jsonKeyPosition } from '../registry/json-position';
import { descriptionsFile, mergeDescriptions, parseDescriptions } from './merge';
import type { ApiData } from './types';
import { propsUsedInSources, type PropUse } from './usage';

/**
 * Builds one edition's API tables from rc-table's declarations and the team's descriptions in that edition's
 * language under `root`; a prop without a description in either file fails the build, naming the file.
 */
export function buildApiData(root: string, locale: LocaleId = 'zh-CN'): ApiData {
  const file = descriptionsFile(locale);
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const descriptions = parseDescriptions(text, file);
  return mergeDescriptions(extractApi(path.join(root, 'node_modules/rc-table/lib'), apiEntries), descriptions, file, (keys) => jsonKeyPosition(text, keys));
}

/** For each route with demos, the API rows its demos' sources use. */
export function apiUsageByRoute(registry: Registry, data: ApiData): Record<string, PropUse[]> {
  const usage: Record<string, PropUse[]> = {};
  for (const route of registry.routes) {
    if (route.demos.length === 0) continue;
    const sources = route.demos.flatMap((id) =>
      Object.values(registry.demos[id]?.asset.dependencies ?? {}).flatMap((dependency) => (dependency.type === 'FILE' ? [dependency.value] : [])),
    );
    usage[route.id] = propsUsedInSources(sources, data);
  }
  return usage;
}
