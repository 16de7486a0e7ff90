import { useEffect, useState, type RefObject } from 'react';
import { site } from '@/lib/site';

/** Whether a reader has scrolled a demo frame sideways before, in this browser. Storage may be refused. */
function hintSeen(): boolean {
  try {
    return window.localStorage.getItem(site.scrollHintStorageKey) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether the frame's "scroll sideways" hint shows: the first time, until the reader scrolls a demo frame
 * sideways. From then on the shades at its edges say it alone, on every page.
 */
export function useScrollHint(area: RefObject<HTMLElement | null>, scrolls: boolean): boolean {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const node = area.current;
    if (!node || !scrolls) return;
    const scrolled = () => {
      setDismissed(true);
      try {
        window.localStorage.setItem(site.scrollHintStorageKey, '1');
      } catch {
        // Storage refused: the hint goes for this frame, and comes back on the next page.
      }
    };
    node.addEventListener('scroll', scrolled, { once: true, passive: true });
    return () => node.removeEventListener('scroll', scrolled);
  }, [area, scrolls]);
  // `scrolls` is false until the frame is measured, after hydration: storage is read in the browser only.
  return scrolls && !dismissed && !hintSeen();
}
