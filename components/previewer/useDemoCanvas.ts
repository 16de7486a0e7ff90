import { useEffect, useState, type RefObject } from 'react';
import { useLocale } from '@/components/i18n/MessagesContext';
import type { FrameMessages } from '@/lib/messages/frame';
import type { CanvasState } from './canvas-watch';

const NOTHING: CanvasState = { sides: { start: false, end: false }, widenedFor: 0 };

/**
 * The frame's canvas, fitted to the window (canvas-watch.ts): the sides with more to see and how far pinned columns
 * reach when they widened it, with the texts that say so. The watcher and the texts are loaded once the demo is in
 * the page, so no page's first load carries them; until then nothing is widened and no sign shows.
 */
export function useDemoCanvas(area: RefObject<HTMLElement | null>): CanvasState & { texts?: FrameMessages } {
  const locale = useLocale();
  const [state, setState] = useState<CanvasState>(NOTHING);
  const [texts, setTexts] = useState<FrameMessages>();
  useEffect(() => {
    const node = area.current;
    if (!node) return;
    let stop: (() => void) | undefined;
    let gone = false;
    const report = (next: CanvasState) =>
      setState((last) => (last.widenedFor === next.widenedFor && last.sides.start === next.sides.start && last.sides.end === next.sides.end ? last : next));
    void Promise.all([import('./canvas-watch'), import('@/lib/messages/frame')]).then(([{ watchCanvas }, { frameMessagesFor }]) => {
      if (gone) return;
      setTexts(frameMessagesFor(locale));
      stop = watchCanvas(node, report);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [area, locale]);
  return { ...state, texts };
}
