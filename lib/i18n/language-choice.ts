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

/** The stored choice, when it names an edition. */
export function parseLanguageChoice(value: string | null): LocaleId | null {
  return value === 'en' || value === 'zh-CN' ? value : null;
}
