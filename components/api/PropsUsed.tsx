import { Link } from '@/components/link/Link';
import { apiAnchor } from '@/lib/api/anchor';
import { localeById, type LocaleId } from '@/lib/i18n/locales';
import type { LineId } from '@/lib/lines/lines';
import { sitePath } from '@/lib/lines/paths';
import { messagesFor } from '@/lib/messages';
import { propsUsedBy } from '@/lib/source';
import styles from './PropsUsed.module.css';

/** A demo page's "props used" line: each API prop its demos' sources use, linked to its row on the home page of its edition and line. */
export function PropsUsed({ routeId, locale, line }: { routeId: string; locale: LocaleId; line: LineId }) {
  const props = propsUsedBy(routeId);
  if (props.length === 0) return null;
  const messages = messagesFor(locale);
  return (
    <p className={styles.propsUsed} data-props-used>
      {messages.apiPropsUsed}
      {localeById(locale).punctuation.colon}
      {props.map(({ table, prop }) => (
        <Link key={`${table}.${prop}`} href={sitePath(`/#${apiAnchor(table, prop)}`, line, locale)}>
          <code>{table === 'Table' ? prop : `${table}.${prop}`}</code>
        </Link>
      ))}
    </p>
  );
}
