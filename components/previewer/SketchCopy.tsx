'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { COPIED_STATE_MS } from '@/components/code/useCopyFeedback';
import { CheckIcon, SketchGroupIcon, SketchSymbolIcon } from '@/components/icons';
import { describeActionFailure } from '@/lib/action-failure';
import { writeClipboardText } from '@/lib/clipboard';
import { useMessages } from '@/components/i18n/MessagesContext';
import { ActionFailure } from './ActionFailure';
import { usePreviewer } from './PreviewerRoot';

type SketchKind = 'group' | 'symbol';

/**
 * Converts the rendered demo with html2sketch (loaded on click) and returns the Sketch JSON text. Its module build, not
 * its prebuilt bundle: the bundle carries an SVG optimizer with vulnerable selector parsing, which the module build's
 * import of it lets next.config.mjs replace (lib/sketch/svgo-instance.ts).
 */
async function toSketchJson(node: Element, kind: SketchKind): Promise<string> {
  const { nodeToGroup, nodeToSymbol } = await import('html2sketch');
  const layer = kind === 'group' ? await nodeToGroup(node) : await nodeToSymbol(node);
  return JSON.stringify(layer.toSketchJSON());
}

/**
 * "Copy as Sketch group" and "Copy as Sketch symbol": the demo as it is rendered now goes to the
 * clipboard as Sketch JSON, to paste into Sketch; the button shows the copied state for 2 s.
 */
export function SketchCopy() {
  const messages = useMessages();
  const { demoArea: target, reloadKeepingEdit: onReload } = usePreviewer();
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

  const button = (kind: SketchKind, label: string, icon: ReactNode) => (
    <button
      type="button"
      className="icon-button"
      aria-label={copied === kind ? messages.sketchCopied : label}
      title={label}
      data-copied={copied === kind || undefined}
      onClick={() => void copy(kind)}
    >
      {copied === kind ? <CheckIcon strokeWidth="1.3" strokeLinejoin="round" /> : icon}
    </button>
  );

  return (
    <>
      {button('group', messages.sketchGroup, <SketchGroupIcon />)}
      {button('symbol', messages.sketchSymbol, <SketchSymbolIcon />)}
      <span className="visually-hidden" aria-live="polite">
        {copied ? messages.sketchCopied : ''}
      </span>
      {failure && <ActionFailure message={failure.message} onRetry={failure.retry} />}
    </>
  );
}
