import { apiAnchor } from '../api/anchor';
import type { PropUse } from '../api/usage';
import { absoluteUrl } from '../crawler-files';
import { localeById, type LocaleId } from '../i18n/locales';
import type { LineId } from '../lines/lines';
import { sitePath } from '../lines/paths';
import type { Messages } from '../messages/types';
import { codeSpan } from './code-markup';

/** A demo page's "props used" line: each prop its demos use, linked to its row on the home page of the page's line and edition. */
export function propsUsedMarkdown(uses: PropUse[], siteUrl: string, locale: LocaleId, line: LineId, messages: Messages): string {
  const links = uses.map(
    ({ table, prop }) =>
      `[${codeSpan(table === 'Table' ? prop : `${table}.${prop}`)}](${absoluteUrl(siteUrl, sitePath(`/#${apiAnchor(table, prop)}`, line, locale))})`,
  );
  const { colon, listSeparator } = localeById(locale).punctuation;
  return `${messages.apiPropsUsed}${colon}${links.join(listSeparator)}`;
}
