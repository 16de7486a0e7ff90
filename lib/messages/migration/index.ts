import type { LocaleId } from '@/lib/i18n/locales';
import type { Finding } from '@/lib/migration';
import { migrationEn } from './en';
import type { FindingTexts, MigrationTexts } from './types';
import { migrationZhCN } from './zh-CN';

export type { FindingTexts, MigrationTexts } from './types';

const byLocale: Record<LocaleId, MigrationTexts> = { 'zh-CN': migrationZhCN, en: migrationEn };

/** The migration assistant's texts in one edition. */
export function migrationTextsFor(locale: LocaleId): MigrationTexts {
  return byLocale[locale];
}

/**
 * The findings' explanations in one edition, a chunk of their own: the page's first load carries only the
 * assistant's form, and these arrive with the first rewrite (or its warm-up).
 */
export function loadFindingTexts(locale: LocaleId): Promise<FindingTexts> {
  return locale === 'en' ? import('./findings-en').then((m) => m.findingsEn) : import('./findings-zh-CN').then((m) => m.findingsZhCN);
}

/** A finding's explanation in one edition, its values filled in. */
export function explainFinding(findings: FindingTexts, finding: Finding): string {
  // Each message's text takes that message's values; the union of findings cannot say so to the checker.
  const text = findings[finding.message] as (values: Finding['values']) => string;
  return text(finding.values);
}
