import { useEffect, type RefObject } from 'react';
import { isScrollRegion } from '@/lib/scroll-region';

/**
 * Makes every scrolling `<div>` inside `root` focusable (tabindex 0) while it scrolls, so keyboard users
 * can reach it and scroll it with the arrow keys. rc-table renders its scroll containers
 * (`.rc-table-content`, `.rc-table-body`) without a tabindex and offers no prop to set one. Elements
 * that set their own tabindex are left alone. Runs after the demo has hydrated (the caller is in the
 * demo's Suspense boundary), since changing server-rendered attributes earlier is a hydration mismatch.
 */
export function useKeyboardScrollRegions(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const node = root.current;
    if (!node) return;
    const marked = new WeakSet<HTMLElement>();
    let frame = 0;

    const sync = () => {
      frame = 0;
      for (const element of node.querySelectorAll<HTMLElement>('div')) {
        const ours = marked.has(element);
        if (!ours && element.hasAttribute('tabindex')) continue;
        const { overflowX, overflowY } = getComputedStyle(element);
        const { scrollWidth, clientWidth, scrollHeight, clientHeight } = element;
        const scrollable = isScrollRegion({ overflowX, overflowY, scrollWidth, clientWidth, scrollHeight, clientHeight });
        if (scrollable && !ours) {
          element.tabIndex = 0;
          marked.add(element);
        } else if (!scrollable && ours) {
          element.removeAttribute('tabindex');
          marked.delete(element);
        }
      }
    };
    // Demos change their content (expanding rows, virtual lists) and their width follows the window.
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(sync);
    };

    sync();
    const observer = new MutationObserver(schedule);
    observer.observe(node, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', schedule);
    };
  }, [root]);
}
