import type { EditOrigin } from '@/lib/live/live-state';

/**
 * What the reader had in a previewer, kept across one reload of the page. A page chunk that failed stays
 * failed in the bundler's cache until the page loads afresh, so Retry for such a failure reloads; the edit, whose it
 * is and the open code panel must survive that. The migration assistant hands its result to a demo's live editor the
 * same way. Session storage only: it is for this tab, and is taken back once, by whichever visit to the demo comes
 * next; code that was someone else's comes back held, so a saved copy never runs unasked.
 */
export interface SavedPreviewer {
  /** The reader's edited and added files by name. */
  edits: Record<string, string>;
  showCode: boolean;
  origin: EditOrigin;
}

const key = (demoId: string) => `rc-table-docs:previewer:${demoId}`;

const ORIGINS: readonly EditOrigin[] = ['reader', 'link', 'migration'];

export function savePreviewerForReload(demoId: string, saved: SavedPreviewer): void {
  try {
    window.sessionStorage.setItem(key(demoId), JSON.stringify(saved));
  } catch {
    // Storage blocked: the reload still retries, only the edit is lost.
  }
}

/**
 * What was saved before the reload, once; null when there is nothing (or it is unreadable). An edit whose origin is
 * missing or unknown (saved by an older version of the site) is taken as a link's, so it comes back held.
 */
export function takeSavedPreviewer(demoId: string): SavedPreviewer | null {
  try {
    const text = window.sessionStorage.getItem(key(demoId));
    if (text === null) return null;
    window.sessionStorage.removeItem(key(demoId));
    const saved = JSON.parse(text) as { edits?: unknown; showCode?: unknown; origin?: unknown };
    const edits = saved.edits;
    const valid =
      typeof edits === 'object' && edits !== null && Object.values(edits).every((value) => typeof value === 'string') && typeof saved.showCode === 'boolean';
    const origin = ORIGINS.find((known) => known === saved.origin) ?? 'link';
    return valid ? { edits: edits as Record<string, string>, showCode: saved.showCode as boolean, origin } : null;
  } catch {
    return null;
  }
}
