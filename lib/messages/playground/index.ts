import type { LocaleId } from '@/lib/i18n/locales';
import type { EditionTexts } from '../edition-texts';
import { playgroundEn } from './en';
import type { PlaygroundMessages } from './types';
import { playgroundZhCN } from './zh-CN';

export type { PlaygroundMessages } from './types';

/** Each edition's texts, by the editions table. */
export const playgroundTexts: EditionTexts<PlaygroundMessages> = { 'zh-CN': playgroundZhCN, en: playgroundEn };

export function playgroundMessagesFor(locale: LocaleId): PlaygroundMessages {
  return playgroundTexts[locale];
}
