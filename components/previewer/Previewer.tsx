import { ExternalLinkIcon } from '@/components/icons';
import { InlineCode } from '@/components/mdx/InlineCode';
import { highlight, languageFor } from '@/lib/highlight';
import type { LocaleId } from '@/lib/i18n/locales';
import type { LineId } from '@/lib/lines/lines';
import { messagesFor } from '@/lib/messages';
import { liveMessagesFor, type LiveMessages } from '@/lib/messages/live';
import type { DemoText } from '@/lib/registry/types';
import type { SandboxPackages } from '@/lib/sandbox/versions';
import type { ReactNode } from 'react';
import { CodePanel } from './CodePanel';
import { CodeToggle } from './CodeToggle';
import { DemoArea } from './DemoArea';
import { ExportActions } from './ExportActions';
import { LiveErrorBar } from './LiveErrorBar';
import { LiveNotices } from './LiveNotices';
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
  /** The page's line: what the live demo's imports resolve to. */
  line: LineId;
  locale: LocaleId;
  /** What the page shows, in the edition's language. */
  title: string;
  description: string;
  /** What the sandbox exports name the project: the demo's English title and description in both editions. */
  sandbox: DemoText;
  files: SourceFile[];
  /** What the sandbox exports pin, at the versions this site installs. */
  packages: SandboxPackages;
  /** Every package a live demo may import, with the version the site installs. */
  importable: Readonly<Record<string, string>>;
  /** The table package the page's line runs (what the component's repository paths stand for), with its version. */
  table: string;
  children: ReactNode;
}

/** The editor's help: what a live demo may import here. */
function ImportHelp({ importable, table, messages }: { importable: Readonly<Record<string, string>>; table: string; messages: LiveMessages }) {
  return (
    <details className={styles.importHelp}>
      <summary>{messages.importablePackages}</summary>
      <p>
        {Object.entries(importable)
          .map(([name, version]) => `${name} ${version}`)
          .join(', ')}
      </p>
      <p>{messages.repositoryPathsHelp(table)}</p>
    </details>
  );
}

/**
 * A demo in its previewer: anchor, title, description, actions and the code panel. This shell and the code are
 * rendered on the server; the parts that respond (demo area, actions, file tabs, editor) are small client islands.
 */
export async function Previewer({ id, standaloneId, line, locale, title, description, sandbox, files, packages, importable, table, children }: PreviewerProps) {
  const messages = messagesFor(locale);
  const views = await Promise.all(
    files.map(async (file) => ({
      name: file.name,
      html: await highlight(file.code, languageFor(file.name.split('.').pop())),
      finalNewline: file.code.endsWith('\n'),
    })),
  );
  return (
    <PreviewerRoot id={id} demoKey={standaloneId} line={line} files={views} className={styles.previewer}>
      <DemoArea title={title}>{children}</DemoArea>
      <LiveErrorBar />
      <LiveNotices />
      <div className={styles.meta}>
        <h2 id={`${id}-title`} className={styles.title}>
          <a href={`#${id}`}>{title}</a>
        </h2>
        <p className={styles.description}>
          <InlineCode text={description} />
        </p>
      </div>
      <div className={styles.actions}>
        <ExportActions title={sandbox.title} description={sandbox.description} packages={packages} importable={importable} />
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
      <CodePanel hint={messages.editorHint} help={<ImportHelp importable={importable} table={table} messages={liveMessagesFor(locale)} />} />
    </PreviewerRoot>
  );
}
