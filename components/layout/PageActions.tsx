import { markdownPath } from '@/lib/markdown/path';
import { messages } from '@/lib/messages';
import { CopyPageButton } from './CopyPageButton';
import styles from './PageActions.module.css';

/** Under the page title: copy the page as Markdown, or open that Markdown. */
export function PageActions({ path }: { path: string }) {
  const href = markdownPath(path);
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
