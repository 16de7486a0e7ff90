/**
 * The site's header covers the top of the page, so a demo's sticky header that sticks to the page at `top: 0`
 * would slide under it. Rather than have demos know the site's header height (and look wrong in a sandbox),
 * the site adds its header's height to the top offset rc-table writes inline: `top: 64px` becomes
 * `calc(64px + var(--demo-page-top, 0px))`. `--demo-page-top` is set only where a site header is shown.
 */
export const PAGE_TOP_VARIABLE = '--demo-page-top';

/** The lifted value of an inline `top`, or null when there is none or it is lifted already. */
export function liftedTop(inlineTop: string): string | null {
  const top = inlineTop.trim();
  if (top === '' || top.includes(PAGE_TOP_VARIABLE)) return null;
  return `calc(${top} + var(${PAGE_TOP_VARIABLE}, 0px))`;
}

const clips = (overflow: string) => overflow !== 'visible';

/**
 * Whether a sticky element sticks to the page: no element between it and the document clips or scrolls its
 * content. Given the computed overflow values of its ancestors, nearest first. One that does is the box it
 * sticks in instead (a demo's own scrolling box), which the site's header does not cover.
 */
export function sticksToPage(ancestors: ReadonlyArray<{ overflowX: string; overflowY: string }>): boolean {
  return ancestors.every(({ overflowX, overflowY }) => !clips(overflowX) && !clips(overflowY));
}
