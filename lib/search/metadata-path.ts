import type { LocaleId } from '../i18n/locales';
import { CURRENT_LINE, type LineId } from '../lines/lines';
import { sitePath } from '../lines/paths';

/**
 * The search payload of an edition on a line: `/search-metadata.json`, `/en/search-metadata.json`,
 * `/7.x/search-metadata.json`, `/en/7.x/search-metadata.json`.
 */
export function searchMetadataPath(locale: LocaleId, line: LineId = CURRENT_LINE): string {
  const home = sitePath('/', line, locale);
  return `${home === '/' ? '' : home}/search-metadata.json`;
}
