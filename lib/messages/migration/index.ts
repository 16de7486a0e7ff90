import type { LocaleId } from '@/lib/i18n/locales';
import type { Finding } from '@/lib/migration';
import { migrationEn } from './en';
import type { MigrationTexts } from './types';
import { migrationZhCN } from './zh-CN';

export type { MigrationTexts } from './types';

const byLocale: Record<LocaleId, MigrationTexts> = { 'zh-CN': migrationZhCN, en: migrationEn };

/** The migration assistant's texts in one edition. */
export function migrationTextsFor(locale: LocaleId): MigrationTexts {
  return byLocale[locale];
}

/** A finding's explanation in one edition, its values filled in. */
export function explainFinding(texts: MigrationTexts, finding: Finding): string {
  // Each message's text takes that message's values; the union of findings cannot say so to the checker.
  const text = texts.findings[finding.message] as (values: Finding['values']) => string;
  return text(finding.values);
}
