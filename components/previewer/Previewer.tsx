'use client';

import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CopyButton } from '@/components/code/CopyButton';
import { useHydratedMark } from '@/components/errors/HydrationSignal';
import { CodeIcon, ExternalLinkIcon } from '@/components/icons';
import { InlineCode } from '@/components/mdx/InlineCode';
import { messages } from '@/lib/messages';
import type { SandboxPackages } from '@/lib/sandbox/versions';
import { ExportActions } from './ExportActions';
import { EditorBoundary } from './live/EditorBoundary';
import { LiveRoot } from './live/LiveRoot';
import { savePreviewerForReload, takeSavedPreviewer } from './live/saved-edit';
import { SketchCopy } from './SketchCopy';
import { useLiveDemo, warmLiveRunner } from './live/useLiveDemo';

// CodeMirror is its own chunk, fetched the first time a code panel opens.
const CodeEditor = lazy(() => import('./live/CodeEditor'));

const ENTRY_FILE = 'index.tsx';

export interface SourceFile {
  name: string;
  code: string;
  /** Build-time highlighted HTML. */
  html: string;
}

interface PreviewerProps {
  id: string;
  title: string;
  description: string;
  files: SourceFile[];
  /** What the sandbox exports pin, at the versions this site installs. */
  packages: SandboxPackages;
  children: ReactNode;
}

/**
 * Wraps a rendered demo: anchor, title, description, actions and the code panel. The demo itself is
 * rendered on the server and passed in as children.
 */
export function Previewer({ id, title, description, files, packages, children }: PreviewerProps) {
  const [showCode, setShowCode] = useState(false);
  const [active, setActive] = useState(0);
  const panelId = useId();
  const demoArea = useRef<HTMLDivElement>(null);
  // Hydrates with its demo (one boundary): tests wait for this before pressing its buttons.
  const section = useHydratedMark<HTMLElement>();
  const file = files[active];
  const entry = files.find((f) => f.name === ENTRY_FILE);
  const original = entry?.code ?? '';
  const live = useLiveDemo(id, original);
  const isEntry = file.name === ENTRY_FILE;
  // The original demo stays until an edit has rendered; after a failed first edit it is what shows.
  const showLive = live.candidate !== undefined && (live.good !== undefined || live.error === undefined);

  // Babel loads while the browser is idle once the code is open, so the first edit rarely waits for it.
  useEffect(() => (showCode ? warmLiveRunner() : undefined), [showCode]);

  // After a Retry that had to reload the page: the code panel and the reader's edit come back.
  const { edit } = live;
  useEffect(() => {
    const saved = takeSavedPreviewer(id);
    if (saved === null) return;
    const frame = requestAnimationFrame(() => {
      setShowCode(saved.showCode);
      if (saved.source !== original) edit(saved.source);
    });
    return () => cancelAnimationFrame(frame);
  }, [id, edit, original]);

  const reloadKeepingEdit = () => {
    savePreviewerForReload(id, { source: live.source, showCode });
    window.location.reload();
  };

  // Arrow keys move between file tabs, as in any tab list.
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = (active + step + files.length) % files.length;
    setActive(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <section ref={section} data-island id={id} className="previewer" aria-labelledby={`${id}-title`}>
      <div ref={demoArea} className="previewer-demo" data-live={showLive || undefined}>
        <div className="previewer-original" hidden={showLive}>
          {children}
        </div>
        {live.candidate && (
          <div hidden={!showLive}>
            <LiveRoot candidate={live.candidate} good={live.good} onSettled={live.onSettled} onError={live.onError} />
          </div>
        )}
        {live.showLoading && (
          <p className="previewer-loading" role="status">
            {messages.loading}
          </p>
        )}
      </div>
      {live.error && (
        <div className="previewer-error" role="alert" aria-label={messages.liveError}>
          <pre>{live.error.message}</pre>
          {live.error.retry && (
            <p className="previewer-error-retry">
              {messages.liveRetryHint}{' '}
              <button type="button" className="retry-button" onClick={live.error.retry === 'reload' ? reloadKeepingEdit : live.retry}>
                {messages.retry}
              </button>
            </p>
          )}
        </div>
      )}
      <div className="previewer-meta">
        <h2 id={`${id}-title`} className="previewer-title">
          <a href={`#${id}`}>{title}</a>
        </h2>
        <p className="previewer-description">
          <InlineCode text={description} />
        </p>
      </div>
      <div className="previewer-actions">
        <ExportActions
          title={title}
          description={description}
          files={Object.fromEntries(files.map((f) => [f.name, f.name === ENTRY_FILE ? live.source : f.code]))}
          packages={packages}
          onReload={reloadKeepingEdit}
        />
        <SketchCopy target={demoArea} onReload={reloadKeepingEdit} />
        <a
          className="icon-button"
          href={`/~demos/${id}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={messages.openInNewTab}
          title={messages.openInNewTab}
        >
          <ExternalLinkIcon />
        </a>
        <button
          type="button"
          className="icon-button"
          aria-expanded={showCode}
          aria-controls={panelId}
          aria-label={showCode ? messages.hideCode : messages.showCode}
          title={showCode ? messages.hideCode : messages.showCode}
          onClick={() => setShowCode((v) => !v)}
        >
          <CodeIcon />
        </button>
      </div>
      <div id={panelId} className="previewer-code" hidden={!showCode}>
        {showCode && (
          <>
            {files.length > 1 && (
              <div role="tablist" aria-label={messages.demoFiles} className="previewer-files" onKeyDown={onTabKey}>
                {files.map((f, index) => (
                  <button
                    key={f.name}
                    id={`${panelId}-tab-${index}`}
                    type="button"
                    role="tab"
                    aria-selected={index === active}
                    aria-controls={`${panelId}-file`}
                    tabIndex={index === active ? 0 : -1}
                    onClick={() => setActive(index)}
                  >
                    {f.name}
                  </button>
                ))}
              </div>
            )}
            <div
              className="code-block"
              id={`${panelId}-file`}
              {...(files.length > 1 ? { role: 'tabpanel', 'aria-labelledby': `${panelId}-tab-${active}` } : {})}
            >
              <div className="code-block-actions">
                <span className="code-block-language">{file.name}</span>
                {isEntry ? (
                  <span className="code-block-tools">
                    <button type="button" className="code-tool-button" onClick={live.reset} disabled={!live.edited}>
                      {messages.resetCode}
                    </button>
                    <CopyButton text={live.source} />
                  </span>
                ) : (
                  <span className="code-block-tools">
                    <span className="code-block-note">{messages.onlyIndexEditable}</span>
                    <CopyButton text={file.code} />
                  </span>
                )}
              </div>
              {isEntry ? (
                <>
                  <p id={`${panelId}-hint`} className="visually-hidden">
                    {messages.editorHint}
                  </p>
                  <EditorBoundary onReload={reloadKeepingEdit}>
                    <Suspense
                      fallback={
                        live.edited ? (
                          <div className="code-block-body">
                            <pre>{live.source}</pre>
                          </div>
                        ) : (
                          <div className="code-block-body" dangerouslySetInnerHTML={{ __html: file.html }} />
                        )
                      }
                    >
                      <CodeEditor value={live.source} onChange={live.edit} label={messages.editorLabel} describedBy={`${panelId}-hint`} />
                    </Suspense>
                  </EditorBoundary>
                </>
              ) : (
                <div className="code-block-body" dangerouslySetInnerHTML={{ __html: file.html }} />
              )}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
