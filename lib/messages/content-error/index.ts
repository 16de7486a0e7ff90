import type { EditionTexts } from '../edition-texts';
import { contentErrorEn } from './en';
import type { ContentErrorTexts } from './types';
import { contentErrorZhCN } from './zh-CN';

export type { ContentErrorTexts } from './types';

/** Each edition's texts, by the editions table. */
export const contentErrorTexts: EditionTexts<ContentErrorTexts> = { 'zh-CN': contentErrorZhCN, en: contentErrorEn };
