import { hintOffer, localeById, type LocaleId } from './locales';

/** Where the reader's edition choice is kept (the language switch sets it; the language hint reads it). */
export const LANGUAGE_STORAGE_KEY = 'rc-table-docs:language';

/** Whether a browser language (`en-US`) is the edition's (`browserLanguage`: `en`). */
function speaks(browserLanguage: string, locale: LocaleId): boolean {
  return browserLanguagePattern(locale).test(browserLanguage);
}

/** The edition's browser languages as a pattern: its primary subtag, any region after it. */
function browserLanguagePattern(locale: LocaleId): RegExp {
  return new RegExp(`^${localeById(locale).browserLanguage}\\b`, 'i');
}

/**
 * The edition a page of `page`'s edition offers in a quiet hint, if any: its `hintOffers` edition, when the reader
 * chose it before or, with no choice made for this page's edition, when the browser's first language is its. A
 * reader who chose this page's edition (or dismissed the hint) never sees it. The site never redirects by language:
 * a static page cannot without a flash.
 */
export function offeredEdition(page: LocaleId, stored: string | null, browserLanguages: readonly string[]): LocaleId | undefined {
  const offered = hintOffer(page);
  if (!offered || stored === page) return undefined;
  return stored === offered || speaks(browserLanguages[0] ?? '', offered) ? offered : undefined;
}

/** Set on `<html>` before the page paints when the page offers another edition in its hint (`offeredEdition`). */
export const OFFER_ATTRIBUTE = 'data-offer-edition';

/**
 * The inline script in the `<head>` of a page of `page`'s edition, which offers `offered` in its hint: it decides
 * `offeredEdition` before the page paints and marks `<html>`, so the hint takes its place in the layout from the
 * first paint and never moves the page later. Plain ES5 (it runs before any bundle);
 * `__tests__/lib/i18n/language-choice.test.ts` holds it to `offeredEdition`.
 */
export function languageHintGuardScript(page: LocaleId, offered: LocaleId): string {
  const json = JSON.stringify;
  return [
    '(function(){var s=null,n=navigator,l=(n.languages&&n.languages[0])||"";',
    `try{s=localStorage.getItem(${json(LANGUAGE_STORAGE_KEY)})}catch(e){}`,
    `if(s!==${json(page)}&&(s===${json(offered)}||${browserLanguagePattern(offered)}.test(l)))`,
    `document.documentElement.setAttribute(${json(OFFER_ATTRIBUTE)},"")`,
    '})()',
  ].join('');
}
