'use client';

import { flushSync } from 'react-dom';
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useHydratedMark } from '@/components/errors/HydrationSignal';
import { savePreviewerForReload, takeSavedPreviewer } from './live/saved-edit';
import { useLiveDemo } from './live/useLiveDemo';
import { ENTRY_FILE } from '@/lib/sandbox/project';
import { readSourceFiles } from './source-files';

interface PreviewerState {
  id: string;
  /** The code panel's id, for the toggle's `aria-controls`. */
  panelId: string;
  showCode: boolean;
  /** Whether the code panel's files are in the page: from its first opening, or once a source was needed. */
  codeInPage: boolean;
  toggleCode: () => void;
  live: ReturnType<typeof useLiveDemo>;
  /** The entry file as it is now: the reader's edit, else the original. */
  currentSource: () => string;
  /** Every file by name, with the entry file as it is now. */
  currentFiles: () => Map<string, string>;
  /** The rendered demo (original or live), which the Sketch copy converts. */
  demoArea: RefObject<HTMLDivElement | null>;
  /** Loads the page afresh keeping the edit and the open panel: Retry after a chunk failed. */
  reloadKeepingEdit: () => void;
}

const PreviewerContext = createContext<PreviewerState | undefined>(undefined);

/** The state the previewer's islands share; they render only inside `PreviewerRoot`. */
export function usePreviewer(): PreviewerState {
  const state = useContext(PreviewerContext);
  if (!state) throw new Error('A previewer part rendered outside its PreviewerRoot');
  return state;
}

interface PreviewerRootProps {
  /** The demo's anchor on the page. */
  id: string;
  /** The demo on the page's line (its standalone id): what a live edit may import, and where the edit is kept. */
  demoKey: string;
  className: string;
  children: ReactNode;
}

/**
 * The previewer's `<section>` and the state its islands share (the open code panel, the live demo). What it
 * wraps is rendered on the server; the sources are read from that rendering when an island needs them.
 */
export function PreviewerRoot({ id, demoKey, className, children }: PreviewerRootProps) {
  // Hydrates with its demo (one boundary): tests wait for this before pressing its buttons.
  const section = useHydratedMark<HTMLElement>();
  const demoArea = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const [showCode, setShowCode] = useState(false);
  const [codeInPage, setCodeInPage] = useState(false);
  // The files' rendering comes with the page's payload but goes into the page only when needed, so the HTML
  // does not carry it twice; an action that needs a source before the panel opened puts it in first.
  const readFiles = useCallback(() => {
    if (!section.current?.querySelector('[data-source-file]')) flushSync(() => setCodeInPage(true));
    return readSourceFiles(section.current);
  }, [section]);
  const original = useRef<string | undefined>(undefined);
  const readOriginal = useCallback(() => (original.current ??= readFiles().get(ENTRY_FILE) ?? ''), [readFiles]);
  const live = useLiveDemo(demoKey, readOriginal);
  const { edit, source } = live;
  const currentSource = useCallback(() => source ?? readOriginal(), [source, readOriginal]);

  // After a Retry that had to reload the page: the code panel and the reader's edit come back.
  useEffect(() => {
    const saved = takeSavedPreviewer(demoKey);
    if (saved === null) return;
    const frame = requestAnimationFrame(() => {
      setShowCode(saved.showCode);
      setCodeInPage(true);
      if (saved.source !== readOriginal()) edit(saved.source);
    });
    return () => cancelAnimationFrame(frame);
  }, [demoKey, edit, readOriginal]);

  const state: PreviewerState = {
    id,
    panelId,
    showCode,
    codeInPage,
    toggleCode: () => {
      setCodeInPage(true);
      setShowCode((shown) => !shown);
    },
    live,
    currentSource,
    currentFiles: () => new Map([...readFiles()].map(([name, text]) => [name, name === ENTRY_FILE ? currentSource() : text])),
    demoArea,
    reloadKeepingEdit: () => {
      savePreviewerForReload(demoKey, { source: currentSource(), showCode });
      window.location.reload();
    },
  };

  return (
    <PreviewerContext value={state}>
      <section ref={section} data-island id={id} className={className} aria-labelledby={`${id}-title`}>
        {children}
      </section>
    </PreviewerContext>
  );
}
