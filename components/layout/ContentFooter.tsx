import { Link } from '@/components/link/Link';
import pkg from '@/package.json';
import { editLink } from '@/lib/edit-link';
import { localeById, type LocaleId } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/messages';
import type { SidebarLink } from '@/lib/registry/sidebar';
import { site } from '@/lib/site';
import styles from './ContentFooter.module.css';

/** Dates are formatted at build time in the edition's language and a fixed zone, so hydration never differs. */
const dateFormat = (locale: LocaleId) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

interface ContentFooterProps {
  locale: LocaleId;
  filename: string;
  lastUpdated: number;
  prev?: SidebarLink;
  next?: SidebarLink;
}

export function ContentFooter({ locale, filename, lastUpdated, prev, next }: ContentFooterProps) {
  const messages = messagesFor(locale);
  const edit = editLink(pkg.repository, filename, site.editBranch);
  const updated = new Date(lastUpdated);
  return (
    <footer className={styles.footer}>
      <div className={styles.meta}>
        <p>
          {messages.lastUpdated}
          {localeById(locale).punctuation.colon}
          <time dateTime={updated.toISOString()}>{dateFormat(locale).format(updated)} UTC</time>
        </p>
        {edit && (
          <a href={edit} target="_blank" rel="noopener noreferrer">
            {messages.editLink}
          </a>
        )}
      </div>
      {(prev || next) && (
        <nav className={styles.pager} aria-label={messages.pagination}>
          {prev ? (
            <Link href={prev.link} rel="prev" prefetch="viewport">
              <span>{messages.prev}</span>
              {prev.title}
            </Link>
          ) : (
            <span />
          )}
          {next && (
            <Link href={next.link} rel="next" prefetch="viewport" className={styles.next}>
              <span>{messages.next}</span>
              {next.title}
            </Link>
          )}
        </nav>
      )}
    </footer>
  );
}
