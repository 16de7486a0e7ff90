import { apiAnchor } from '../api/anchor';
import type { PropUse } from '../api/usage';
import { absoluteUrl } from '../crawler-files';
import { messages } from '../messages';
import { codeSpan } from './code-markup';

/** A demo page's "用到的属性" line: each prop its demos use, linked to its row on the home page. */
export function propsUsedMarkdown(uses: PropUse[], siteUrl: string): string {
  const links = uses.map(
    ({ table, prop }) => `[${codeSpan(table === 'Table' ? prop : `${table}.${prop}`)}](${absoluteUrl(siteUrl, `/#${apiAnchor(table, prop)}`)})`,
  );
  return `${messages.apiPropsUsed}：${links.join('、')}`;
}
