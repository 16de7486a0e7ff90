'use client';

import { useMessages } from '@/components/i18n/MessagesContext';
import { usePathname } from 'next/navigation';
import { LINE_IDS, type LineId } from '@/lib/lines/lines';
import { missingTwin } from '@/lib/lines/twins';
import { useLineHref } from './useLineHref';
import styles from './VersionSwitch.module.css';

/** Another line as the switch offers it: its id, package, and the routes of this line it has no page for. */
export interface OtherLine {
  id: LineId;
  packageName: string;
  withoutTwin: string[];
}

function LineLink({ line, notFound }: { line: OtherLine; notFound: boolean }) {
  const messages = useMessages();
  const { href, onClick } = useLineHref(line.id, line.withoutTwin, notFound);
  const pathname = usePathname();
  // Where the link cannot go to this page, its name says why and where it goes instead.
  const missing = notFound ? undefined : missingTwin(pathname, line.withoutTwin);
  const label = (missing === 'demo' ? messages.lineSwitchNoDemo : missing === 'page' ? messages.lineSwitchNoPage : messages.lineSwitchLink)(
    line.id,
    line.packageName,
  );
  return (
    <a className={styles.line} href={href} onClick={onClick} aria-label={label} title={label} data-version-switch={line.id}>
      {line.id}
    </a>
  );
}

/**
 * The header's version switch: every line in one fixed order, the one this page documents marked current, and a
 * plain link per other line to the same page, tab and hash there (or that line's demo index or home where it has no
 * such demo or page, and its name says so), in the same edition. Real links in the server HTML, so it works without scripts; a click loads the page afresh, like
 * the language switch.
 */
export function VersionSwitch({ line, others, notFound = false }: { line: LineId; others: OtherLine[]; notFound?: boolean }) {
  const messages = useMessages();
  return (
    <div role="group" aria-label={messages.lineSwitchGroup} className={styles.switch} data-line-switch>
      {LINE_IDS.map((id) => {
        const other = others.find((candidate) => candidate.id === id);
        return id !== line && other ? (
          <LineLink key={id} line={other} notFound={notFound} />
        ) : (
          <span key={id} className={`${styles.line} ${styles.current}`} aria-current="true" title={messages.lineSwitchCurrent(id)}>
            {id}
          </span>
        );
      })}
    </div>
  );
}
