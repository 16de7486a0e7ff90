'use client';

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import codeStyles from '@/components/code/Code.module.css';
import { useLocale, useMessages } from '@/components/i18n/MessagesContext';
import { isCodeFile } from '@/lib/live/paths';
import { EditorBoundary } from './live/EditorBoundary';
import { usePreviewer } from './PreviewerRoot';

// CodeMirror is its own chunk, fetched the first time a code panel opens.
const CodeEditor = lazy(() => import('./live/CodeEditor'));

/** Says while it is mounted, that is while the editor beside it (in one Suspense boundary) has loaded. */
function Mounted({ onChange }: { onChange: (mounted: boolean) => void }) {
  useEffect(() => {
    onChange(true);
    return () => onChange(false);
  }, [onChange]);
  return null;
}

/**
 * One file's body: its highlighted original (passed in, rendered on the server) until the editor has loaded, or
 * the edited text while it loads. The original stays in the page, hidden, as the source to read. A file the
 * reader added has no original.
 */
export function FileEditor({ name, children }: { name: string; children?: ReactNode }) {
  const messages = useMessages();
  const locale = useLocale();
  const { line, showCode, live, fileText, currentFiles, editorHintId, reloadKeepingEdit, registerEditor } = usePreviewer();
  const [editorShown, setEditorShown] = useState(false);
  const edited = live.edits?.[name] !== undefined;
  return (
    <>
      {children !== undefined && <div hidden={editorShown || edited}>{children}</div>}
      {showCode && (
        <EditorBoundary onReload={reloadKeepingEdit}>
          <Suspense
            fallback={
              edited && (
                <div className={codeStyles.body}>
                  <pre>{fileText(name)}</pre>
                </div>
              )
            }
          >
            <CodeEditor
              key={`${live.resets}:${live.fileResets[name] ?? 0}`}
              initialValue={() => fileText(name)}
              onChange={(text) => live.edit(name, text)}
              label={messages.editorLabel(name)}
              describedBy={editorHintId}
              code={isCodeFile(name)}
              onHandle={(handle) => registerEditor(name, handle)}
              types={
                isCodeFile(name)
                  ? { file: name, line, locale, files: () => [...currentFiles()].map(([fileName, source]) => ({ name: fileName, source })) }
                  : undefined
              }
            />
            <Mounted onChange={setEditorShown} />
          </Suspense>
        </EditorBoundary>
      )}
    </>
  );
}
