import { languageHintGuardScript } from '@/lib/i18n/language-choice';

/** Marks `<html>` before the page paints when this zh-CN page offers English, so the hint is laid out from the start. */
export function LanguageHintGuard() {
  return <script dangerouslySetInnerHTML={{ __html: languageHintGuardScript() }} />;
}
