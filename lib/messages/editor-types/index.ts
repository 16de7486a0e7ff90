import type { LocaleId } from '@/lib/i18n/locales';
import type { EditionTexts } from '../edition-texts';
import { typesEn } from './en';
import type { TypesMessages } from './types';
import { typesZhCN } from './zh-CN';

export type { TypesMessages } from './types';

/** Each edition's texts, by the editions table. */
export const typesTexts: EditionTexts<TypesMessages> = { 'zh-CN': typesZhCN, en: typesEn };

export function typesMessagesFor(locale: LocaleId): TypesMessages {
  return typesTexts[locale];
}
