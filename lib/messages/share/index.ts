import type { LocaleId } from '@/lib/i18n/locales';
import type { EditionTexts } from '../edition-texts';
import { shareEn } from './en';
import type { ShareMessages } from './types';
import { shareZhCN } from './zh-CN';

export type { ShareMessages } from './types';

/** Each edition's texts, by the editions table. */
export const shareTexts: EditionTexts<ShareMessages> = { 'zh-CN': shareZhCN, en: shareEn };

export function shareMessagesFor(locale: LocaleId): ShareMessages {
  return shareTexts[locale];
}
