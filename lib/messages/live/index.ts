import type { LocaleId } from '@/lib/i18n/locales';
import { liveEn } from './en';
import type { LiveMessages } from './types';
import { liveZhCN } from './zh-CN';

export type { LiveMessages } from './types';

const byLocale: Record<LocaleId, LiveMessages> = { 'zh-CN': liveZhCN, en: liveEn };

/** The live editor's and runner's texts of one edition; only lazily loaded code and the server import this. */
export function liveMessagesFor(locale: LocaleId): LiveMessages {
  return byLocale[locale];
}
