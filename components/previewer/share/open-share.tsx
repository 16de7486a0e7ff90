'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useLocale } from '@/components/i18n/MessagesContext';
import type { LineId } from '@/lib/lines/lines';
import { pathOnLine } from '@/lib/lines/paths';
import type { HeldOrigin, LiveEdits } from '@/lib/live/live-state';
import { decodeShare, openShareOn, SHARE_FORMAT, SHARE_LIMITS, type ShareDecoding, type ShareProblem } from '@/lib/live/share';
import { shareMessagesFor, type ShareMessages } from '@/lib/messages/share';
import { usePreviewer } from '../PreviewerRoot';
import previewerStyles from '../Previewer.module.css';
import styles from './Share.module.css';

/** A previewer on the page, as it asks whether the address's share link is for it. */
export interface ShareTarget {
  /** The demo's anchor: what a link names. */
  id: string;
  line: LineId;
  readOriginals: () => ReadonlyMap<string, string>;
  /** Puts someone else's files in the editors without running them (useLiveDemo's `hold`). */
  hold: (edits: LiveEdits, from: HeldOrigin) => void;
  openCode: () => void;
  /** Shows a notice above the demo; null removes it. */
  show: (notice: ReactNode) => void;
}

/** What a notice says; its texts are picked in the reader's edition when it renders. */
type Notice =
  | { kind: 'from-link'; changed: boolean; origin: HeldOrigin }
  | { kind: 'other-line'; made: LineId; here: LineId; href: string }
  | { kind: 'problem'; problem: ShareProblem }
  | { kind: 'no-such-demo'; demo: string };

const useShareMessages = (): ShareMessages => shareMessagesFor(useLocale());

// The box of the phone frame's note above the demo, so the two notices look alike.
const noticeClass = `${previewerStyles.canvasNote} ${styles.notice}`;

function problemText(problem: ShareProblem, messages: ShareMessages): string {
  if (problem.kind === 'version') return messages.version(problem.version, SHARE_FORMAT);
  return problem.kind === 'too-large' ? messages.tooLarge(SHARE_LIMITS.hashChars, SHARE_LIMITS.textBytes / 1024) : messages.damaged;
}

/** What the notice of held code says, by where the code came from. */
function heldTexts(origin: HeldOrigin, messages: ShareMessages): { label: string; held: string; ran: string } {
  return origin === 'link'
    ? { label: messages.noticeLabel, held: messages.held, ran: messages.ran }
    : { label: messages.migrationNoticeLabel, held: messages.migrationHeld, ran: messages.migrationRan };
}

/**
 * Someone else's code (a link's, or the migration assistant's), in the editors: held until Run (then it runs live, as
 * the reader's own), and the way back to the original. Once the edit is gone (Back to the original, a reset, every file
 * edited back), so are the notice and the link in the address, which then names the demo only: a reload shows the
 * original, as the reader left it. Inside another page's frame there is no Run: that page may lay something over the
 * button to catch the click (GitHub Pages cannot send the header that refuses frames), so a link opens the page in a
 * tab of its own instead.
 */
function FromLink({ changed, origin, dismiss }: { changed: boolean; origin: HeldOrigin; dismiss: () => void }) {
  const messages = useShareMessages();
  const texts = heldTexts(origin, messages);
  const { id, live } = usePreviewer();
  const [ran, setRan] = useState(false);
  const [resets] = useState(live.resets);
  const [framed] = useState(() => window.top !== window.self);
  const gone = live.edits === undefined || live.resets !== resets;
  useEffect(() => {
    if (!gone) return;
    window.history.replaceState(window.history.state, '', `#${id}`);
    dismiss();
  }, [gone, id, dismiss]);
  return (
    <div className={noticeClass} role="status" aria-label={texts.label}>
      <p>{ran ? texts.ran : texts.held}</p>
      {changed && <p>{messages.changed}</p>}
      {framed && !ran && (
        <p>
          {messages.framed}{' '}
          <a href={window.location.href} target="_blank" rel="noopener noreferrer">
            {messages.openOwnTab}
          </a>
        </p>
      )}
      <p className={styles.buttons}>
        {!ran && !framed && (
          <button
            type="button"
            className={styles.primary}
            onClick={() => {
              setRan(true);
              live.retry();
            }}
          >
            {messages.run}
          </button>
        )}
        <button type="button" className={styles.button} onClick={live.reset}>
          {messages.backToOriginal}
        </button>
      </p>
    </div>
  );
}

/** What the share link says when it was not opened: why, and a way to put the notice away. */
function NotOpened({ children, dismiss }: { children: ReactNode; dismiss: () => void }) {
  const messages = useShareMessages();
  return (
    <div className={noticeClass} role="status" aria-label={messages.noticeLabel}>
      <p>{children}</p>
      <p className={styles.buttons}>
        <button type="button" className={styles.button} onClick={dismiss}>
          {messages.dismiss}
        </button>
      </p>
    </div>
  );
}

/**
 * Brings the reader to the demo, notice and all: the hash names no element, so the browser did not scroll. Returns
 * nothing: newer engines return a promise from `scrollIntoView`, which an effect must not hand React as its cleanup.
 */
function scrollTo(id: string): void {
  document.getElementById(id)?.scrollIntoView({ block: 'start' });
}

function ShareNotice({ notice, dismiss }: { notice: Notice; dismiss: () => void }) {
  const messages = useShareMessages();
  const { id } = usePreviewer();
  // Once the notice is in the page, so that it is in view too.
  useEffect(() => {
    scrollTo(id);
  }, [id]);
  switch (notice.kind) {
    case 'from-link':
      return <FromLink changed={notice.changed} origin={notice.origin} dismiss={dismiss} />;
    case 'other-line':
      return (
        <NotOpened dismiss={dismiss}>
          {messages.otherLine(notice.made, notice.here)} <a href={notice.href}>{messages.otherLineLink(notice.made)}</a>
        </NotOpened>
      );
    case 'problem':
      return <NotOpened dismiss={dismiss}>{problemText(notice.problem, messages)}</NotOpened>;
    case 'no-such-demo':
      return <NotOpened dismiss={dismiss}>{messages.noSuchDemo(notice.demo)}</NotOpened>;
  }
}

/** What the link does to the previewer it reached, and the notice it shows there (none when there is nothing to say). */
function open(target: ShareTarget, decoded: ShareDecoding, hash: string): Notice | undefined {
  const originals = target.readOriginals();
  const opening = openShareOn(decoded, target.id, target.line, originals);
  switch (opening.kind) {
    case 'unchanged':
      return undefined;
    case 'other-line': {
      const { pathname, search } = window.location;
      return { kind: 'other-line', made: opening.made, here: target.line, href: pathOnLine(`${pathname}${search}${hash}`, opening.made) };
    }
    case 'from-link':
      target.hold(opening.edits, 'link');
      target.openCode();
      return { kind: 'from-link', changed: opening.changed, origin: 'link' };
    default:
      return opening;
  }
}

// The previewers that asked in this turn: every previewer asks as the page loads (or the hash changes); the one the
// link names answers, and when it names none of them (or cannot be read that far), the first on the page says so.
let asking: ShareTarget[] = [];
let opened = 0;
// The notice of each demo whose editors hold a link's code: a later link that cannot be opened is told beside it,
// so its Run and its way back stay.
const holding = new Map<string, ReactNode>();

async function answer(): Promise<void> {
  const targets = asking;
  asking = [];
  const hash = window.location.hash;
  const decoded = await decodeShare(hash);
  const named = decoded.ok ? decoded.edit.demo : decoded.problem.demo;
  const target = targets.find((candidate) => candidate.id === named) ?? targets[0];
  if (!target) return;
  const notice = open(target, decoded, hash);
  const { id } = target;
  const held = notice?.kind === 'from-link' ? undefined : holding.get(id);
  const kept = held ? [held] : null;
  if (!notice) {
    target.show(kept);
    scrollTo(id);
    return;
  }
  opened += 1;
  // Keyed by the opening, so that a link pasted later mounts a notice of its own (and scrolls to it); always in a
  // list, so that the notice of held code stays mounted beside another.
  if (notice.kind !== 'from-link') {
    target.show([...(kept ?? []), <ShareNotice key={opened} notice={notice} dismiss={() => target.show(kept)} />]);
    return;
  }
  showHeld(target, notice);
}

/** The notice of held code, kept for the demo so that a later link that cannot be opened is told beside it. */
function showHeld(target: ShareTarget, notice: Notice): void {
  const { id } = target;
  const dismiss = () => {
    holding.delete(id);
    target.show(null);
  };
  const element = <ShareNotice key={opened} notice={notice} dismiss={dismiss} />;
  holding.set(id, element);
  target.show([element]);
}

/**
 * The notice of someone else's code that a reload kept (`saved-edit.ts`) and the previewer holds again: its Run and
 * its way back, even when the reader had pressed Run before the reload (a Run lasts for the page it was pressed in).
 */
export function showSavedHeld(target: ShareTarget, origin: HeldOrigin): void {
  opened += 1;
  showHeld(target, { kind: 'from-link', changed: false, origin });
}

/** Called by each previewer when the address holds a share link (`PreviewerRoot`). */
export function openShare(target: ShareTarget): void {
  asking = [...asking.filter((candidate) => candidate.id !== target.id), target];
  // Every previewer's import of this module resolves in the same turn: answer once they all have asked.
  if (asking.length === 1) setTimeout(() => void answer(), 0);
}
