import type { LocaleId } from '@/lib/i18n/locales';
import { en } from './en';
import type { Messages } from './types';
import { zhCN } from './zh-CN';

export type { Messages } from './types';

const byLocale: Record<LocaleId, Messages> = { 'zh-CN': zhCN, en };

/** The texts of one edition, for server code; client components read theirs with `useMessages()`. */
export function messagesFor(locale: LocaleId): Messages {
  return byLocale[locale];
}
