import type { LineId } from '../lines/lines';
import { isPlainVersion } from './versions';

/**
 * The version of a line's package the reader says they have ("I have 1.9.1"), kept in the browser per line: the API
 * tables, the props panel and the editor's completion details mark what came after it. A value that is not a
 * version of the line (an old or hand-edited entry) counts as no choice.
 */
const storageKey = (line: LineId) => `rc-table-docs:api-version:${line}`;

/** Sent on the window when the choice changes in this tab; other tabs hear the `storage` event. */
const CHANGE_EVENT = 'rc-table-docs:api-version';

/** This page's choices: what storage would hold, for a browser that has none. */
const chosenHere = new Map<LineId, string | null>();

/** The choice, if it is one of `versions` (any plain version where the caller does not have the line's list). */
export function readPickedVersion(line: LineId, versions?: readonly string[]): string | null {
  let stored = chosenHere.get(line) ?? null;
  try {
    stored = window.localStorage.getItem(storageKey(line));
  } catch {
    // Storage can be off (private modes, a blocked origin): the choice then lasts as long as the page.
  }
  if (stored === null) return null;
  return (versions ? versions.includes(stored) : isPlainVersion(stored)) ? stored : null;
}

export function writePickedVersion(line: LineId, version: string | null): void {
  chosenHere.set(line, version);
  try {
    if (version === null) window.localStorage.removeItem(storageKey(line));
    else window.localStorage.setItem(storageKey(line), version);
  } catch {
    // No storage: `chosenHere` holds the choice.
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: { line, version } }));
}

/** Calls `listener` when the choice may have changed, here or in another tab; returns the unsubscribe. */
export function subscribePickedVersion(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}
