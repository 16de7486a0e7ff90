/** What the browser reports about an element's overflow: its computed style and its box sizes. */
export interface ScrollBox {
  overflowX: string;
  overflowY: string;
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
}

const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';

/**
 * Whether a visitor can scroll the element: it lets an axis scroll and its content overflows on that
 * axis. Such a region must be reachable from the keyboard, or keyboard users cannot scroll it.
 */
export function isScrollRegion(box: ScrollBox): boolean {
  return (scrolls(box.overflowX) && box.scrollWidth > box.clientWidth) || (scrolls(box.overflowY) && box.scrollHeight > box.clientHeight);
}
