import { languageHintGuardScript } from '@/lib/i18n/language-choice';
import { hintOffer, type LocaleId } from '@/lib/i18n/locales';

/**
 * Marks `<html>` before the page paints when this page offers another edition in its hint (the editions table's
 * `hintOffers`), so the hint is laid out from the start. Nothing for an edition without a hint.
 */
export function LanguageHintGuard({ page }: { page: LocaleId }) {
  const offered = hintOffer(page);
  return offered ? <script dangerouslySetInnerHTML={{ __html: languageHintGuardScript(page, offered) }} /> : null;
}
