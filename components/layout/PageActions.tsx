import { markdownPath } from '@/lib/markdown/path';
import type { LocaleId } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/messages';
import { CopyPageButton } from './CopyPageButton';
import styles from './PageActions.module.css';

/** Under the page title: copy the page as Markdown, or open that Markdown. */
export function PageActions({ path, locale }: { path: string; locale: LocaleId }) {
  const href = markdownPath(path);
  const messages = messagesFor(locale);
  return (
    <div className={styles.actions}>
      <CopyPageButton markdownHref={href} />
      {/* A plain file, not a page: a full load, never client-side navigation or prefetch. */}
      <a className={styles.link} href={href} type="text/markdown">
        {messages.viewMarkdown}
      </a>
    </div>
  );
}
