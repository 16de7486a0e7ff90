import { LOCALES, type EditionDescription, type LocaleId } from './editions';

export { LOCALES, type EditionDescription, type Locale, type LocaleId } from './editions';

/** The editions as their description types them (the table's entries are narrower, each its own literal type). */
const EDITIONS: readonly EditionDescription[] = LOCALES;

/** The edition at `/`, the first of the table: the site's default, hreflang's `x-default` and the old site's. */
export const DEFAULT_LOCALE: LocaleId = LOCALES[0].id;

export function isLocaleId(value: string): value is LocaleId {
  return EDITIONS.some((edition) => edition.id === value);
}

export function localeById(id: LocaleId): EditionDescription {
  const edition = EDITIONS.find((candidate) => candidate.id === id);
  if (!edition) throw new Error(`No edition "${id}"`);
  return edition;
}

/** The editions' ids, in the table's order. */
export function localeIds(): LocaleId[] {
  return LOCALES.map((edition) => edition.id);
}

/** The editions other than `id`, in the table's order: the language switch's entries, the twins a page must have. */
export function otherLocales(id: LocaleId): LocaleId[] {
  return localeIds().filter((other) => other !== id);
}

/**
 * The edition the code is written in (the table's `source`): a demo header's own title and description are its, as
 * are the sandbox export, the standalone demo page and the package's TSDoc.
 */
export const SOURCE_LOCALE: LocaleId = localeIds().find((id) => localeById(id).source) ?? DEFAULT_LOCALE;

/** Whether `path` is at or below `base`: `/en`, `/en/…`, `/en?…` and `/en#…` are; `/english` is not. */
const isBelow = (path: string, base: string) => path.startsWith(base) && (path.length === base.length || '/?#'.includes(path[base.length]));

/** The edition a site path belongs to: the one whose base prefixes it (`/en/demo/simple` is English), else the default. */
export function localeOfPath(path: string): LocaleId {
  return LOCALES.find((edition) => edition.base !== '/' && isBelow(path, edition.base))?.id ?? DEFAULT_LOCALE;
}

/** A path with its edition prefix removed: `/en/demo/simple` → `/demo/simple`, `/en` → `/`. */
export function unlocalizedPath(path: string): string {
  const { base } = localeById(localeOfPath(path));
  if (base === '/') return path;
  const rest = path.slice(base.length);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/** Whether `path` is an edition's 404 page: `/404` (which Next also writes as `/_not-found`), `/en/404`. */
export function isNotFoundPath(path: string): boolean {
  return /^\/(?:404|_not-found)$/.test(unlocalizedPath(path));
}

/** The same page in `locale`'s edition: `/demo/simple` → `/en/demo/simple`, `/` → `/en`, `/?tab=faq` → `/en?tab=faq`. */
export function localizedPath(path: string, locale: LocaleId): string {
  const bare = unlocalizedPath(path);
  const { base } = localeById(locale);
  if (base === '/') return bare;
  return bare === '/' || bare.startsWith('/?') || bare.startsWith('/#') ? `${base}${bare.slice(1)}` : `${base}${bare}`;
}

/** The edition's folder a content id starts with (`en/` of `en/demo/simple`), '' for the default edition's. */
export function contentDirOf(id: string): string {
  return EDITIONS.find((edition) => edition.contentDir !== '' && id.startsWith(edition.contentDir))?.contentDir ?? '';
}

/** The content id of the same page in another edition: `demo/simple` ↔ `en/demo/simple`. */
export function localizedRouteId(routeId: string, locale: LocaleId): string {
  return `${localeById(locale).contentDir}${routeId.slice(contentDirOf(routeId).length)}`;
}

/** Open Graph's `og:locale` spelling of an edition. */
export function openGraphLocale(id: LocaleId): string {
  return localeById(id).openGraphLocale;
}

/** The edition that `id`'s pages offer in the language hint, if any (zh-CN pages offer English). */
export function hintOffer(id: LocaleId): LocaleId | undefined {
  const offered = localeById(id).hintOffers;
  return offered !== undefined && isLocaleId(offered) ? offered : undefined;
}
