import type { LocaleId } from './locales';

/** Where the reader's edition choice is kept (the language switch sets it; the English hint reads it). */
export const LANGUAGE_STORAGE_KEY = 'rc-table-docs:language';

/**
 * Whether a zh-CN page offers its English edition in a quiet hint: when the reader chose English before, or, with
 * no choice made, when the browser's first language is English. A reader who chose zh-CN (or dismissed the hint)
 * never sees it. The site never redirects by language: a static page cannot without a flash.
 */
export function offersEnglish(stored: string | null, browserLanguages: readonly string[]): boolean {
  if (stored === 'zh-CN') return false;
  if (stored === 'en') return true;
  return /^en\b/i.test(browserLanguages[0] ?? '');
}

/** Set on `<html>` of a zh-CN page, before it paints, when the page offers its English edition (`offersEnglish`). */
export const OFFER_ENGLISH_ATTRIBUTE = 'data-offer-english';

/**
 * The inline script in a zh-CN page's `<head>` that decides `offersEnglish` before the page paints and marks
 * `<html>`, so the hint takes its place in the layout from the first paint and never moves the page later.
 * Plain ES5 (it runs before any bundle); `__tests__/lib/i18n/language-choice.test.ts` holds it to `offersEnglish`.
 */
export function languageHintGuardScript(): string {
  const json = JSON.stringify;
  return [
    '(function(){var s=null,n=navigator,l=(n.languages&&n.languages[0])||"";',
    `try{s=localStorage.getItem(${json(LANGUAGE_STORAGE_KEY)})}catch(e){}`,
    `if(s!=="zh-CN"&&(s==="en"||/^en\\b/i.test(l)))document.documentElement.setAttribute(${json(OFFER_ENGLISH_ATTRIBUTE)},"")`,
    '})()',
  ].join('');
}

/** The stored choice, when it names an edition. */
export function parseLanguageChoice(value: string | null): LocaleId | null {
  return value === 'en' || value === 'zh-CN' ? value : null;
}
