import { CopyButton } from '@/components/code/CopyButton';
import { CodeBody } from '@/components/code/CodeBlock';
import codeStyles from '@/components/code/Code.module.css';
import { ExternalLinkIcon } from '@/components/icons';
import { InlineCode } from '@/components/mdx/InlineCode';
import { Tabs } from '@/components/tabs/Tabs';
import { highlight, languageFor } from '@/lib/highlight';
import type { LocaleId } from '@/lib/i18n/locales';
import { messagesFor, type Messages } from '@/lib/messages';
import type { DemoText } from '@/lib/registry/types';
import { ENTRY_FILE } from '@/lib/sandbox/project';
import type { SandboxPackages } from '@/lib/sandbox/versions';
import type { ReactNode } from 'react';
import { CodePanel } from './CodePanel';
import { CodeToggle } from './CodeToggle';
import { DemoArea } from './DemoArea';
import { EntryEditor } from './EntryEditor';
import { EntryTools } from './EntryTools';
import { ExportActions } from './ExportActions';
import { LiveErrorBar } from './LiveErrorBar';
import { PreviewerRoot } from './PreviewerRoot';
import { SketchCopy } from './SketchCopy';
import styles from './Previewer.module.css';

interface SourceFile {
  name: string;
  code: string;
}

interface PreviewerProps {
  /** The demo's anchor on the page (its name, the same on every line). */
  id: string;
  /** Its standalone page's id on the page's line (`simple`, `7.x-simple`). */
  standaloneId: string;
  locale: LocaleId;
  /** What the page shows, in the edition's language. */
  title: string;
  description: string;
  /** What the sandbox exports name the project: the demo's English title and description in both editions. */
  sandbox: DemoText;
  files: SourceFile[];
  /** What the sandbox exports pin, at the versions this site installs. */
  packages: SandboxPackages;
  children: ReactNode;
}

/** One file of the code panel, highlighted on the server; only the entry file is editable. */
function FileBlock({ file, html, messages }: { file: SourceFile; html: string; messages: Messages }) {
  const code = <CodeBody html={html} />;
  const isEntry = file.name === ENTRY_FILE;
  return (
    <div
      className={`${codeStyles.block} ${styles.file}`}
      data-code-block
      data-source-file={file.name}
      data-final-newline={file.code.endsWith('\n') || undefined}
    >
      <div className={codeStyles.actions}>
        <span>{file.name}</span>
        {isEntry ? (
          <EntryTools />
        ) : (
          <span className={codeStyles.tools}>
            <span className={codeStyles.note}>{messages.onlyIndexEditable}</span>
            <CopyButton />
          </span>
        )}
      </div>
      {isEntry ? <EntryEditor>{code}</EntryEditor> : code}
    </div>
  );
}

/**
 * A demo in its previewer: anchor, title, description, actions and the code panel. This shell and the code are
 * rendered on the server; the parts that respond (demo area, actions, file tabs, editor) are small client islands.
 */
export async function Previewer({ id, standaloneId, locale, title, description, sandbox, files, packages, children }: PreviewerProps) {
  const messages = messagesFor(locale);
  const blocks = await Promise.all(
    files.map(async (file) => ({
      file,
      block: <FileBlock file={file} messages={messages} html={await highlight(file.code, languageFor(file.name.split('.').pop()))} />,
    })),
  );
  return (
    <PreviewerRoot id={id} demoKey={standaloneId} className={styles.previewer}>
      <DemoArea>{children}</DemoArea>
      <LiveErrorBar />
      <div className={styles.meta}>
        <h2 id={`${id}-title`} className={styles.title}>
          <a href={`#${id}`}>{title}</a>
        </h2>
        <p className={styles.description}>
          <InlineCode text={description} />
        </p>
      </div>
      <div className={styles.actions}>
        <ExportActions title={sandbox.title} description={sandbox.description} packages={packages} />
        <SketchCopy />
        <a
          className="icon-button"
          href={`/~demos/${standaloneId}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={messages.openInNewTab}
          title={messages.openInNewTab}
        >
          <ExternalLinkIcon />
        </a>
        <CodeToggle />
      </div>
      <CodePanel>
        {blocks.length > 1 ? (
          <Tabs
            items={blocks.map(({ file, block }) => ({ key: file.name, label: file.name, panel: block }))}
            label={messages.demoFiles}
            idPrefix={`${id}-file-`}
            listClassName={styles.files}
          />
        ) : (
          blocks[0]?.block
        )}
      </CodePanel>
    </PreviewerRoot>
  );
}
