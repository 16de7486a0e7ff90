import type { LocaleId } from '@/lib/i18n/locales';
import type { EditionTexts } from '../edition-texts';
import { answersEn } from './en';
import type { AnswersMessages } from './types';
import { answersZhCN } from './zh-CN';

export type { AnswersMessages } from './types';

/** Each edition's texts, by the editions table. */
export const answersTexts: EditionTexts<AnswersMessages> = { 'zh-CN': answersZhCN, en: answersEn };

export function answersMessagesFor(locale: LocaleId): AnswersMessages {
  return answersTexts[locale];
}
