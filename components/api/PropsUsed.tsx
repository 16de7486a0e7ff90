import { Link } from '@/components/link/Link';
import { apiAnchor } from '@/lib/api/anchor';
import { messages } from '@/lib/messages';
import { propsUsedBy } from '@/lib/source';
import styles from './PropsUsed.module.css';

/** A demo page's "用到的属性" line: each API prop its demos' sources use, linked to its row on the home page. */
export function PropsUsed({ routeId }: { routeId: string }) {
  const props = propsUsedBy(routeId);
  if (props.length === 0) return null;
  return (
    <p className={styles.propsUsed} data-props-used>
      {messages.apiPropsUsed}：
      {props.map(({ table, prop }) => (
        <Link key={`${table}.${prop}`} href={`/#${apiAnchor(table, prop)}`}>
          <code>{table === 'Table' ? prop : `${table}.${prop}`}</code>
        </Link>
      ))}
    </p>
  );
}
