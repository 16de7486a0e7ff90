import type { LocaleId } from '@/lib/i18n/locales';
import type { EditionTexts } from '../edition-texts';
import { migrationEn } from './en';
import type { MigrationTexts } from './types';
import { migrationZhCN } from './zh-CN';

export { explainFinding, findingTexts, loadFindingTexts } from './findings';
export type { FindingTexts, MigrationTexts } from './types';

/** Each edition's texts, by the editions table. */
export const migrationTexts: EditionTexts<MigrationTexts> = { 'zh-CN': migrationZhCN, en: migrationEn };

/** The migration assistant's texts in one edition. */
export function migrationTextsFor(locale: LocaleId): MigrationTexts {
  return migrationTexts[locale];
}
