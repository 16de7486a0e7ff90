/**
 * What the reader had in a previewer, kept across one reload of the page. A page chunk that failed stays
 * failed in the bundler's cache until the page loads afresh, so Retry for such a failure reloads; the edit and
 * the open code panel must survive that. The migration assistant hands its result to a demo's live editor the
 * same way. Session storage only: it is for this tab, and is taken back once.
 */
export interface SavedPreviewer {
  /** The reader's edited and added files by name. */
  edits: Record<string, string>;
  showCode: boolean;
}

const key = (demoId: string) => `rc-table-docs:previewer:${demoId}`;

export function savePreviewerForReload(demoId: string, saved: SavedPreviewer): void {
  try {
    window.sessionStorage.setItem(key(demoId), JSON.stringify(saved));
  } catch {
    // Storage blocked: the reload still retries, only the edit is lost.
  }
}

/** What was saved before the reload, once; null when there is nothing (or it is unreadable). */
export function takeSavedPreviewer(demoId: string): SavedPreviewer | null {
  try {
    const text = window.sessionStorage.getItem(key(demoId));
    if (text === null) return null;
    window.sessionStorage.removeItem(key(demoId));
    const saved = JSON.parse(text) as { edits?: unknown; showCode?: unknown };
    const edits = saved.edits;
    const valid =
      typeof edits === 'object' && edits !== null && Object.values(edits).every((value) => typeof value === 'string') && typeof saved.showCode === 'boolean';
    return valid ? { edits: edits as Record<string, string>, showCode: saved.showCode as boolean } : null;
  } catch {
    return null;
  }
}
