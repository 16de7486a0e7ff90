import type { LocaleId } from '@/lib/i18n/locales';
import type { EditionTexts } from '../edition-texts';
import { performanceLabEn } from './en';
import type { PerformanceLabMessages } from './types';
import { performanceLabZhCN } from './zh-CN';

export type { PerformanceLabMessages } from './types';

/** Each edition's texts, by the editions table. */
export const performanceLabTexts: EditionTexts<PerformanceLabMessages> = { 'zh-CN': performanceLabZhCN, en: performanceLabEn };

export function performanceLabMessagesFor(locale: LocaleId): PerformanceLabMessages {
  return performanceLabTexts[locale];
}
