import type { LocaleId } from '@/lib/i18n/locales';
import type { EditionTexts } from '../edition-texts';
import { liveEn } from './en';
import type { LiveMessages } from './types';
import { liveZhCN } from './zh-CN';

export type { LiveMessages } from './types';

/** Each edition's texts, by the editions table. */
export const liveTexts: EditionTexts<LiveMessages> = { 'zh-CN': liveZhCN, en: liveEn };

/** The live editor's and runner's texts of one edition; only lazily loaded code and the server import this. */
export function liveMessagesFor(locale: LocaleId): LiveMessages {
  return liveTexts[locale];
}
