import type { EditionTexts } from '../edition-texts';
import { lastResortEn } from './en';
import type { LastResortTexts } from './types';
import { lastResortZhCN } from './zh-CN';

export type { LastResortTexts } from './types';

/** Each edition's texts, by the editions table: the boundary picks the edition of the address it fails at. */
export const lastResortTexts: EditionTexts<LastResortTexts> = { 'zh-CN': lastResortZhCN, en: lastResortEn };
