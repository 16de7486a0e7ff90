import { Link } from '@/components/link/Link';
import { localeOfPath } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/messages';
import styles from './RedirectPage.module.css';

/**
 * A static redirect that works on any host: a script replaces the address at once (keeping the
 * query and hash), a meta refresh covers readers without scripts, and a link covers the rest.
 */
export function RedirectPage({ target }: { target: string }) {
  const messages = messagesFor(localeOfPath(target));
  const script = `location.replace(${JSON.stringify(target)}+location.search+location.hash)`;
  return (
    <div className={styles.notice}>
      <meta httpEquiv="refresh" content={`0; url=${target}`} />
      <script dangerouslySetInnerHTML={{ __html: script }} />
      <p>
        {messages.movedTo} <Link href={target}>{target}</Link>
      </p>
    </div>
  );
}
