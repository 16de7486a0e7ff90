import type { LocaleId } from '@/lib/i18n/locales';

/**
 * One text set per edition of the editions table, keyed by its id: each message module's `index.ts` holds one, so
 * an edition added to the table without its texts in every module fails the type check, naming the module.
 */
export type EditionTexts<T> = { readonly [K in LocaleId]: T };
