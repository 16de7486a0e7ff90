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
    // Only what changed is looked at again: a virtual list rewrites its rows' inline styles on every
    // scrolled frame, and a whole-tree pass per frame would cost a style read per row.
    const pending = new Set<HTMLElement>();

    const lift = (element: HTMLElement) => {
      const lifted = liftedTop(element.style.top);
      if (lifted && getComputedStyle(element).position === 'sticky' && sticksToPage(ancestorOverflows(element))) {
        element.style.top = lifted;
      }
    };
    const collect = (element: HTMLElement) => {
      pending.add(element);
      for (const inner of element.querySelectorAll<HTMLElement>('[style*="top"]')) pending.add(inner);
    };
    const sync = () => {
      frame = 0;
      for (const element of pending) lift(element);
      pending.clear();
    };

    collect(node);
    sync();
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof HTMLElement) pending.add(record.target);
        for (const added of record.addedNodes) if (added instanceof HTMLElement) collect(added);
      }
      if (frame === 0 && pending.size > 0) frame = requestAnimationFrame(sync);
    });
    observer.observe(node, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [root]);
}
