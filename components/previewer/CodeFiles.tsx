'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { CodeBody } from '@/components/code/CodeBlock';
import codeStyles from '@/components/code/Code.module.css';
import { FileEditor } from './FileEditor';
import { FileTabs } from './FileTabs';
import { FileTools } from './FileTools';
import { usePreviewer, type FileView } from './PreviewerRoot';
import propsStyles from './PropsPanel.module.css';
import styles from './Previewer.module.css';

// The props panel and its parser are a chunk of their own, so the editor shows without waiting for them.
const PropsPanel = lazy(() => import('./PropsPanel'));

/** One of the demo's files: its name and tools, and its editor over the highlighted original. */
function FileBlock({ file }: { file: FileView }) {
  return (
    <div className={`${codeStyles.block} ${styles.file}`}>
      <div className={codeStyles.actions}>
        <span>{file.name}</span>
        <FileTools name={file.name} />
      </div>
      <FileEditor name={file.name}>
        <CodeBody html={file.html} />
      </FileEditor>
    </div>
  );
}

/** The open code panel's files (a chunk of their own, loaded when the code first opens). */
export default function CodeFiles({ help }: { help: ReactNode }) {
  const { id, files } = usePreviewer();
  return (
    <>
      {/* Until the panel's chunk arrives, a blank row as tall as its folded title holds its place, so the editor below
          does not move when it comes (a reader's selection in it would be lost as CodeMirror redraws). */}
      <Suspense
        fallback={
          <div className={propsStyles.panel} aria-hidden="true">
            <div className={propsStyles.summary}>&nbsp;</div>
          </div>
        }
      >
        <PropsPanel />
      </Suspense>
      <FileTabs items={files.map((file) => ({ name: file.name, panel: <FileBlock file={file} /> }))} idPrefix={`${id}-file-`} help={help} />
    </>
  );
}
