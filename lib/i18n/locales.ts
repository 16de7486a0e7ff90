/**
 * The site's two editions (SPEC §3's Locale: id, name, base). zh-CN is the default at `/`; English lives under
 * `/en` with the same pages at the same paths below it, its content under `content/en/`.
 */
export const LOCALES = [
  { id: 'zh-CN', name: '中文', base: '/', contentDir: '' },
  { id: 'en', name: 'English', base: '/en', contentDir: 'en/' },
] as const;

export type Locale = (typeof LOCALES)[number];
export type LocaleId = Locale['id'];

export const DEFAULT_LOCALE: LocaleId = 'zh-CN';

const EN_BASE = '/en';

export function localeById(id: LocaleId): Locale {
  return LOCALES.find((locale) => locale.id === id) ?? LOCALES[0];
}

/** The edition a site path belongs to: `/en`, `/en/…` and `/en?…`/`/en#…` are English, everything else zh-CN. */
export function localeOfPath(path: string): LocaleId {
  return path === EN_BASE || /^\/en(?=[/?#])/.test(path) ? 'en' : 'zh-CN';
}

/** A path with its edition prefix removed: `/en/demo/simple` → `/demo/simple`, `/en` → `/`. */
export function unlocalizedPath(path: string): string {
  if (localeOfPath(path) !== 'en') return path;
  const rest = path.slice(EN_BASE.length);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/** The same page in `locale`'s edition: `/demo/simple` → `/en/demo/simple`, `/` → `/en`, `/?tab=faq` → `/en?tab=faq`. */
export function localizedPath(path: string, locale: LocaleId): string {
  const bare = unlocalizedPath(path);
  if (locale === 'zh-CN') return bare;
  return bare === '/' || bare.startsWith('/?') || bare.startsWith('/#') ? `${EN_BASE}${bare.slice(1)}` : `${EN_BASE}${bare}`;
}

/** The content id of the same page in another edition: `demo/simple` ↔ `en/demo/simple`. */
export function localizedRouteId(routeId: string, locale: LocaleId): string {
  const bare = routeId.startsWith('en/') ? routeId.slice('en/'.length) : routeId;
  return `${localeById(locale).contentDir}${bare}`;
}

/** `<html lang>` and Open Graph's `og:locale` spelling of a locale. */
export function openGraphLocale(id: LocaleId): string {
  return id === 'en' ? 'en_US' : 'zh_CN';
}
