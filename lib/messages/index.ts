import type { LocaleId } from '@/lib/i18n/locales';
import type { EditionTexts } from './edition-texts';
import { en } from './en';
import type { Messages } from './types';
import { zhCN } from './zh-CN';

export type { Messages } from './types';

/**
 * Each edition's texts, by the editions table. Every message module has this layout: a file per edition
 * (`zh-CN.ts`, `en.ts`), its type (`types.ts`), and an `index.ts` with one record of `EditionTexts`.
 */
export const editionMessages: EditionTexts<Messages> = { 'zh-CN': zhCN, en };

/** The texts of one edition, for server code; client components read theirs with `useMessages()`. */
export function messagesFor(locale: LocaleId): Messages {
  return editionMessages[locale];
}
