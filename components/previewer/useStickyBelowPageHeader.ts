import { useEffect, type RefObject } from 'react';
import { liftedTop, sticksToPage } from '@/lib/sticky-offset';

function ancestorOverflows(element: HTMLElement): Array<{ overflowX: string; overflowY: string }> {
  const chain: Array<{ overflowX: string; overflowY: string }> = [];
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowX, overflowY } = getComputedStyle(node);
    chain.push({ overflowX, overflowY });
  }
  return chain;
}

/**
 * Keeps the sticky headers and summaries of the demo inside `root` below the site's own sticky header: every
 * element rc-table sticks to the page with an inline `top` gets the header's height added (see
 * `lib/sticky-offset.ts`). Runs after the demo hydrated, and again whenever rc-table rewrites a style.
 */
export function useStickyBelowPageHeader(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const node = root.current;
    if (!node) return;
    let frame = 0;

    const sync = () => {
      frame = 0;
      for (const element of node.querySelectorAll<HTMLElement>('[style*="top"]')) {
        const lifted = liftedTop(element.style.top);
        if (lifted && getComputedStyle(element).position === 'sticky' && sticksToPage(ancestorOverflows(element))) {
          element.style.top = lifted;
        }
      }
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(sync);
    };

    sync();
    const observer = new MutationObserver(schedule);
    observer.observe(node, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [root]);
}
