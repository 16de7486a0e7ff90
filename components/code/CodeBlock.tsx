import { highlight } from '@/lib/highlight';
import styles from './Code.module.css';
import { CopyButton } from './CopyButton';

/** Highlighted code (`lib/highlight.ts` HTML); its text is the source, which copy buttons and exports read. */
export function CodeBody({ html }: { html: string }) {
  return <div className={styles.body} data-code-body dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A highlighted code block with a copy button. */
export async function CodeBlock({ code, language }: { code: string; language?: string }) {
  return (
    <div className={styles.block} data-code-block data-language={language}>
      <div className={styles.actions}>
        {language && <span>{language}</span>}
        <CopyButton />
      </div>
      <CodeBody html={await highlight(code, language)} />
    </div>
  );
}
