/**
 * An edit kept across one reload of the page. A page chunk that failed stays failed in the bundler's cache
 * until the page loads afresh, so Retry for such a failure reloads; the reader's edit (and the open code
 * panel) must survive that. Session storage only: the edit is for this tab, and is taken back once.
 */
const key = (demoId: string) => `rc-table-docs:live-edit:${demoId}`;

export function saveEditForReload(demoId: string, source: string): void {
  try {
    window.sessionStorage.setItem(key(demoId), source);
  } catch {
    // Storage blocked: the reload still retries, only the edit is lost.
  }
}

/** The edit saved before the reload, once; null when there is none. */
export function takeSavedEdit(demoId: string): string | null {
  try {
    const saved = window.sessionStorage.getItem(key(demoId));
    if (saved !== null) window.sessionStorage.removeItem(key(demoId));
    return saved;
  } catch {
    return null;
  }
}
