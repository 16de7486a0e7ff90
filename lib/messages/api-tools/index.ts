import type { LocaleId } from '@/lib/i18n/locales';
import type { EditionTexts } from '../edition-texts';
import { apiToolsEn } from './en';
import type { ApiToolsMessages } from './types';
import { apiToolsZhCN } from './zh-CN';

export type { ApiToolsMessages } from './types';

/** Each edition's texts, by the editions table. */
export const apiToolsTexts: EditionTexts<ApiToolsMessages> = { 'zh-CN': apiToolsZhCN, en: apiToolsEn };

export function apiToolsMessagesFor(locale: LocaleId): ApiToolsMessages {
  return apiToolsTexts[locale];
}
