import type { LocaleId } from './i18n/locales';
import { messagesFor } from './messages';
import { answersMessagesFor } from './messages/answers';

/** The sections with an index page of their own (`<DemoIndex />`, `<AnswerIndex />`), and how each counts its pages. */
const COUNTS = {
  '/demo': (locale: LocaleId) => messagesFor(locale).demoCount,
  '/troubleshooting': (locale: LocaleId) => answersMessagesFor(locale).answerCount,
};

export type IndexedSection = keyof typeof COUNTS;

/** "共 14 个问题", "57 demos": a section index's count of its pages, in an edition. */
export function sectionCountText(section: IndexedSection, locale: LocaleId, count: number): string {
  return COUNTS[section](locale)(count);
}
