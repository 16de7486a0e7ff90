'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { COPIED_STATE_MS } from '@/components/code/useCopyFeedback';
import { describeActionFailure } from '@/lib/action-failure';
import { writeClipboardText } from '@/lib/clipboard';
import { messages } from '@/lib/messages';
import { ActionFailure } from './ActionFailure';

type SketchKind = 'group' | 'symbol';

/** Converts the rendered demo with html2sketch (loaded on click) and returns the Sketch JSON text. */
async function toSketchJson(node: Element, kind: SketchKind): Promise<string> {
  const { nodeToGroup, nodeToSymbol } = await import('html2sketch/dist/html2sketch.min.js');
  const layer = kind === 'group' ? await nodeToGroup(node) : await nodeToSymbol(node);
  return JSON.stringify(layer.toSketchJSON());
}

/**
 * "Copy as Sketch group" and "Copy as Sketch symbol": the demo as it is rendered now goes to the
 * clipboard as Sketch JSON, to paste into Sketch; the button shows the copied state for 2 s.
 */
export function SketchCopy({ target, onReload }: { target: RefObject<HTMLElement | null>; onReload: () => void }) {
  const [copied, setCopied] = useState<SketchKind | undefined>(undefined);
  const [failure, setFailure] = useState<{ message: string; retry: () => void } | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (kind: SketchKind) => {
    const node = target.current;
    if (!node) return;
    setFailure(undefined);
    try {
      // The write starts within the click, with the JSON still to come (Safari refuses a write after an await).
      await writeClipboardText(toSketchJson(node, kind));
    } catch (error) {
      // A denied permission or a converter chunk that did not load: said next to the buttons.
      const { detail, reload } = describeActionFailure(error);
      setFailure({ message: messages.sketchFailed(detail), retry: reload ? onReload : () => void copy(kind) });
      return;
    }
    setCopied(kind);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(undefined), COPIED_STATE_MS);
  };

  const button = (kind: SketchKind, label: string, icon: string) => (
    <button
      type="button"
      className="icon-button"
      aria-label={copied === kind ? messages.sketchCopied : label}
      title={label}
      data-copied={copied === kind || undefined}
      onClick={() => void copy(kind)}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
        <path d={copied === kind ? 'M3 8.5l3 3 7-7' : icon} fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinejoin="round" />
      </svg>
    </button>
  );

  return (
    <>
      {button('group', messages.sketchGroup, 'M4.5 2h7L15 6l-7 8.5L1 6z M1 6h14')}
      {button('symbol', messages.sketchSymbol, 'M4.5 2h7L15 6l-7 8.5L1 6z M5.5 6L8 14.5 10.5 6')}
      <span className="visually-hidden" aria-live="polite">
        {copied ? messages.sketchCopied : ''}
      </span>
      {failure && <ActionFailure message={failure.message} onRetry={failure.retry} />}
    </>
  );
}
