import { useSyncExternalStore } from 'react';
import { shortcutLabel } from '@/lib/search/selection';

const noSubscription = () => () => {};

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Cmd/Ctrl+K anywhere, or `/` outside a text field: the keys that focus the search. Not a key a text field has
 * already taken: in a code editor Ctrl-K begins the editor's own chord (Ctrl-K Ctrl-I, the type at the caret). The
 * search's own listeners take it on the page, so their `preventDefault` does not count.
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented && isEditable(event.target)) return false;
  const shortcutKey = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
  return shortcutKey || (event.key === '/' && !isEditable(event.target));
}

/** The shortcut hint (⌘ K or Ctrl K). The platform is only known in the browser: the server renders none, hydration adds it. */
export function useShortcutLabel(): string {
  return useSyncExternalStore(
    noSubscription,
    () => shortcutLabel(navigator.platform),
    () => '',
  );
}
