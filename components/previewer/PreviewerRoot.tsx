'use client';

import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { highlightedText } from '@/components/code/code-text';
import { useHydratedMark } from '@/components/errors/HydrationSignal';
import { describeActionFailure } from '@/lib/action-failure';
import type { LineId } from '@/lib/lines/lines';
import { applyChanges, type TextChange } from '@/lib/text-changes';
import { isShareHash } from '@/lib/live/share-hash';
import { ActionFailure } from './ActionFailure';
import { savePreviewerForReload, takeSavedPreviewer } from './live/saved-edit';
import type { ShareTarget } from './share/open-share';
import { useLiveDemo } from './live/useLiveDemo';

/** What a file's loaded editor offers the rest of the previewer: its text now, and changes made in its history, so Undo takes them back. */
export interface EditorHandle {
  text: () => string;
  apply: (changes: readonly TextChange[]) => void;
}

/** One of the demo's own files as the server rendered it: highlighted, its text kept but for the final newline. */
export interface FileView {
  name: string;
  html: string;
  finalNewline: boolean;
}

interface PreviewerState {
  id: string;
  /** The code panel's id, for the toggle's `aria-controls`. */
  panelId: string;
  /** The id of the text that says how to leave an editor with the keyboard. */
  editorHintId: string;
  showCode: boolean;
  /** Whether the code panel's files are in the page: from its first opening on. */
  codeInPage: boolean;
  toggleCode: () => void;
  live: ReturnType<typeof useLiveDemo>;
  /** The demo's own files, in the order the page shows them. */
  files: readonly FileView[];
  fileNames: readonly string[];
  /** The files the reader added, in the order they were added. */
  addedFiles: string[];
  /** A file as it is now: the reader's edit, else the original. */
  fileText: (name: string) => string;
  /** Every file by name as it is now, the added ones included. */
  currentFiles: () => Map<string, string>;
  /** The rendered demo (original or live), which the Sketch copy converts. */
  demoArea: RefObject<HTMLDivElement | null>;
  /** Loads the page afresh keeping the edits and the open panel: Retry after a chunk failed. */
  reloadKeepingEdit: () => void;
  /** The demo's standalone page on the page's line. */
  standaloneHref: string;
  /** The page's line: the props panel offers its API, the editor its types. */
  line: LineId;
  /** Called by a file's editor once it is ready (and with undefined when it goes). */
  registerEditor: (file: string, handle: EditorHandle | undefined) => void;
  /**
   * Changes a file as if typed in its editor, so the editor's Undo takes the change back (the props panel); without
   * a loaded editor the file's text changes directly. `edit` gets the file's text at that moment, never a render's.
   */
  changeFile: (file: string, edit: (text: string) => readonly TextChange[]) => void;
  /** The demo's original files by name: what a share link records. */
  readOriginals: () => ReadonlyMap<string, string>;
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
  /** The page's line: what the live demo's imports resolve to. */
  line: LineId;
  /** The demo's files, highlighted: the code panel shows them, and their text is what the live demo starts from. */
  files: readonly FileView[];
  className: string;
  children: ReactNode;
}

/**
 * The previewer's `<section>` and the state its islands share (the open code panel, the live demo). What it
 * wraps is rendered on the server; the sources are read from the highlighted files when an island needs them.
 */
export function PreviewerRoot({ id, demoKey, line, files, className, children }: PreviewerRootProps) {
  // Hydrates with its demo (one boundary): tests wait for this before pressing its buttons.
  const section = useHydratedMark<HTMLElement>();
  const demoArea = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const [showCode, setShowCode] = useState(false);
  const [codeInPage, setCodeInPage] = useState(false);
  // The files' rendering comes with the page's payload but goes into the page only when the code opens, so the
  // HTML does not carry it twice; their text is read from that rendering, once, when first needed.
  const originals = useRef<Map<string, string> | undefined>(undefined);
  const readOriginals = useCallback(
    () => (originals.current ??= new Map(files.map((file) => [file.name, highlightedText(file.html, file.finalNewline)]))),
    [files],
  );
  const fileNames = files.map((file) => file.name);
  const live = useLiveDemo(demoKey, line, readOriginals);
  const editors = useRef(new Map<string, EditorHandle>());
  const { edits } = live;
  const fileText = useCallback((name: string) => edits?.[name] ?? readOriginals().get(name) ?? '', [edits, readOriginals]);
  const addedFiles = Object.keys(edits ?? {}).filter((name) => !fileNames.includes(name));

  // The share module (share/open-share.tsx) loads only for a share link in the address or someone else's saved
  // code, and puts what it says above the demo.
  const [shareNotice, setShareNotice] = useState<ReactNode>(null);
  const { hold } = live;
  const openCode = useCallback(() => {
    setCodeInPage(true);
    setShowCode(true);
  }, []);
  const withShare = useCallback(
    (use: (share: typeof import('./share/open-share'), target: ShareTarget) => void) =>
      import('./share/open-share')
        .then((share) => use(share, { id, line, readOriginals, hold, openCode, show: setShareNotice }))
        .catch((error: unknown) => setShareNotice(<ActionFailure message={describeActionFailure(error).detail} onRetry={() => location.reload()} />)),
    [id, line, readOriginals, hold, openCode],
  );

  // After a Retry that had to reload the page (or the migration assistant's hand-over): the code panel and the edits
  // come back. The reader's own edits run; someone else's code comes back held with its notice, whether or not the
  // reader had pressed Run before (docs/decisions.md, "Share links"). Under a share link, the link's code comes back
  // instead, held.
  const { edit } = live;
  useEffect(() => {
    const saved = takeSavedPreviewer(demoKey);
    if (saved === null || isShareHash(location.hash)) return;
    const frame = requestAnimationFrame(() => {
      const { origin } = saved;
      // A file saved as the original is no edit (the migration assistant hands over code that may equal the demo's).
      const edits = Object.fromEntries(Object.entries(saved.edits).filter(([name, text]) => text !== readOriginals().get(name)));
      const others = origin !== 'reader' && Object.keys(edits).length > 0;
      setCodeInPage(true);
      // Someone else's code shows, so that it can be read before Run.
      setShowCode(saved.showCode || others);
      if (origin === 'reader') for (const [name, text] of Object.entries(edits)) edit(name, text);
      else if (others) {
        // Held at once, before the notice's code has loaded: nothing can run it meanwhile.
        hold(edits, origin);
        withShare(({ showSavedHeld }, target) => showSavedHeld(target, origin));
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [demoKey, edit, hold, readOriginals, withShare]);

  // A share link in the address (lib/live/share.ts), on load or pasted later.
  useEffect(() => {
    const open = () => {
      if (isShareHash(location.hash)) withShare(({ openShare }, target) => openShare(target));
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, [withShare]);

  const state: PreviewerState = {
    id,
    panelId,
    editorHintId: `${id}-editor-hint`,
    showCode,
    codeInPage,
    toggleCode: () => {
      setCodeInPage(true);
      setShowCode((shown) => !shown);
    },
    live,
    files,
    fileNames,
    addedFiles,
    fileText,
    currentFiles: () => new Map([...readOriginals(), ...Object.entries(edits ?? {})]),
    demoArea,
    reloadKeepingEdit: () => {
      savePreviewerForReload(demoKey, { edits: edits ?? {}, showCode, origin: live.origin() });
      window.location.reload();
    },
    standaloneHref: `/~demos/${demoKey}`,
    line,
    registerEditor: (file, handle) => {
      if (handle) editors.current.set(file, handle);
      else editors.current.delete(file);
    },
    changeFile: (file, edit) => {
      const editor = editors.current.get(file);
      if (editor) return editor.apply(edit(editor.text()));
      const text = fileText(file);
      live.edit(file, applyChanges(text, edit(text)));
    },
    readOriginals,
  };

  return (
    <PreviewerContext value={state}>
      <section ref={section} data-island id={id} className={className} aria-labelledby={`${id}-title`}>
        {shareNotice}
        {children}
      </section>
    </PreviewerContext>
  );
}
