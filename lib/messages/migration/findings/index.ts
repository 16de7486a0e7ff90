import type { LocaleId } from '@/lib/i18n/locales';
import type { Finding } from '@/lib/migration';
import type { EditionTexts } from '../../edition-texts';
import type { FindingTexts } from '../types';

/**
 * Each edition's explanations of the findings, by the editions table: a chunk each, so the page's first load carries
 * only the assistant's form, and these arrive with the first rewrite (or its warm-up).
 */
export const findingTexts: EditionTexts<() => Promise<FindingTexts>> = {
  'zh-CN': () => import('./zh-CN').then((m) => m.findingsZhCN),
  en: () => import('./en').then((m) => m.findingsEn),
};

/** The findings' explanations in one edition. */
export function loadFindingTexts(locale: LocaleId): Promise<FindingTexts> {
  return findingTexts[locale]();
}

/** A finding's explanation in one edition, its values filled in. */
export function explainFinding(findings: FindingTexts, finding: Finding): string {
  // Each message's text takes that message's values; the union of findings cannot say so to the checker.
  const text = findings[finding.message] as (values: Finding['values']) => string;
  return text(finding.values);
}
