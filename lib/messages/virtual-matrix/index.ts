import type { LocaleId } from '@/lib/i18n/locales';
import type { EditionTexts } from '../edition-texts';
import { virtualMatrixEn } from './en';
import type { VirtualMatrixMessages } from './types';
import { virtualMatrixZhCN } from './zh-CN';

export type { VirtualMatrixMessages } from './types';

/** Each edition's texts, by the editions table. */
export const virtualMatrixTexts: EditionTexts<VirtualMatrixMessages> = { 'zh-CN': virtualMatrixZhCN, en: virtualMatrixEn };

export function virtualMatrixMessagesFor(locale: LocaleId): VirtualMatrixMessages {
  return virtualMatrixTexts[locale];
}
