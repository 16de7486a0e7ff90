import { apiAnchor } from '../api/anchor';
import type { PropUse } from '../api/usage';
import { absoluteUrl } from '../crawler-files';
import { localizedPath, type LocaleId } from '../i18n/locales';
import type { Messages } from '../messages/types';
import { codeSpan } from './code-markup';

/** A demo page's "props used" line: each prop its demos use, linked to its row on the edition's home page. */
export function propsUsedMarkdown(uses: PropUse[], siteUrl: string, locale: LocaleId, messages: Messages): string {
  const links = uses.map(
    ({ table, prop }) =>
      `[${codeSpan(table === 'Table' ? prop : `${table}.${prop}`)}](${absoluteUrl(siteUrl, localizedPath(`/#${apiAnchor(table, prop)}`, locale))})`,
  );
  return locale === 'en' ? `${messages.apiPropsUsed}: ${links.join(', ')}` : `${messages.apiPropsUsed}：${links.join('、')}`;
}
