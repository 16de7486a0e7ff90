import { Link } from '@/components/link/Link';
import { apiAnchor } from '@/lib/api/anchor';
import { localizedPath, type LocaleId } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/messages';
import { propsUsedBy } from '@/lib/source';
import styles from './PropsUsed.module.css';

/** A demo page's "props used" line: each API prop its demos' sources use, linked to its row on the edition's home page. */
export function PropsUsed({ routeId, locale }: { routeId: string; locale: LocaleId }) {
  const props = propsUsedBy(routeId);
  if (props.length === 0) return null;
  const messages = messagesFor(locale);
  return (
    <p className={styles.propsUsed} data-props-used>
      {messages.apiPropsUsed}
      {locale === 'en' ? ': ' : '：'}
      {props.map(({ table, prop }) => (
        <Link key={`${table}.${prop}`} href={localizedPath(`/#${apiAnchor(table, prop)}`, locale)}>
          <code>{table === 'Table' ? prop : `${table}.${prop}`}</code>
        </Link>
      ))}
    </p>
  );
}
