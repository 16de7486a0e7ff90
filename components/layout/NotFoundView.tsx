import type { Metadata } from 'next';
import { Link } from '@/components/link/Link';
import { localizedPath, type LocaleId } from '@/lib/i18n/locales';
import { CURRENT_LINE } from '@/lib/lines/lines';
import { messagesFor } from '@/lib/messages';
import { site } from '@/lib/site';
import { DocShell } from './DocShell';
import { RetryWithoutSlash } from './TrailingSlashFix';
import styles from './NotFound.module.css';

export function notFoundMetadata(locale: LocaleId): Metadata {
  const messages = messagesFor(locale);
  return { title: { absolute: `${messages.pageNotFound} - ${site.name}` }, description: messages.notFoundDescription };
}

/** An edition's 404 page (SPEC §8's "PAGE NOT FOUND" in both), with the way back to that edition's home. */
export function NotFoundView({ locale }: { locale: LocaleId }) {
  const messages = messagesFor(locale);
  return (
    // The one 404 page of an edition, for every line's misses (`/7.x/…` too): it shows the current line.
    <DocShell locale={locale} line={CURRENT_LINE} notFound>
      <RetryWithoutSlash />
      <div className={styles.notFound}>
        <h1>{messages.pageNotFound}</h1>
        <p>{messages.notFoundDescription}</p>
        <Link href={localizedPath('/', locale)} replace>
          {messages.backToHome}
        </Link>
      </div>
    </DocShell>
  );
}
