import { localeById, type LocaleId } from '../i18n/locales';

/** Each edition's search payload: `/search-metadata.json`, `/en/search-metadata.json`. */
export function searchMetadataPath(locale: LocaleId): string {
  const base = localeById(locale).base;
  return `${base === '/' ? '' : base}/search-metadata.json`;
}
