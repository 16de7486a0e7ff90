import type { LocaleId } from '@/lib/i18n/locales';
import type { EditionTexts } from '../edition-texts';
import { frameEn } from './en';
import type { FrameMessages } from './types';
import { frameZhCN } from './zh-CN';

export type { FrameMessages } from './types';

/** Each edition's texts, by the editions table. */
export const frameTexts: EditionTexts<FrameMessages> = { 'zh-CN': frameZhCN, en: frameEn };

export function frameMessagesFor(locale: LocaleId): FrameMessages {
  return frameTexts[locale];
}
