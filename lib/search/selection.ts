/**
 * The next selected result for ↑ (-1) or ↓ (+1) among `count` results, wrapping at both ends. With
 * nothing selected (-1), ↓ selects the first result and ↑ the last.
 */
export function moveSelection(active: number, count: number, direction: 1 | -1): number {
  if (count <= 0) return -1;
  if (active < 0 || active >= count) return direction === 1 ? 0 : count - 1;
  return (active + direction + count) % count;
}

/** The shortcut hint for the search box: ⌘ K on Apple platforms, Ctrl K elsewhere. */
export function shortcutLabel(platform: string): string {
  return /mac|iphone|ipod|ipad/i.test(platform) ? '⌘ K' : 'Ctrl K';
}
