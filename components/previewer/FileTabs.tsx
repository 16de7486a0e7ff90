'use client';

import { useState, type ReactNode } from 'react';
import codeStyles from '@/components/code/Code.module.css';
import { useMessages } from '@/components/i18n/MessagesContext';
import { Tabs } from '@/components/tabs/Tabs';
import { AddFile } from './AddFile';
import { FileEditor } from './FileEditor';
import { FileTools } from './FileTools';
import { usePreviewer } from './PreviewerRoot';
import { CopyLink } from './share/CopyLink';
import styles from './Previewer.module.css';

interface FileTabsProps {
  /** The demo's own files, each with its panel. */
  items: Array<{ name: string; panel: ReactNode }>;
  idPrefix: string;
  /** Shown beside "Add file": what a live demo may import. */
  help: ReactNode;
}

/** A file the reader added: an editor from the start, with Remove instead of Reset. */
function AddedFileBlock({ name }: { name: string }) {
  return (
    <div className={`${codeStyles.block} ${styles.file}`}>
      <div className={codeStyles.actions}>
        <span>{name}</span>
        <FileTools name={name} />
      </div>
      <FileEditor name={name} />
    </div>
  );
}

/**
 * The code panel's files: one tab each (none while the demo has one file), the demo's own and those the reader
 * added, and below them the way to add one. A file just added is the one shown.
 */
export function FileTabs({ items, idPrefix, help }: FileTabsProps) {
  const messages = useMessages();
  const { addedFiles } = usePreviewer();
  const [selected, setSelected] = useState(items[0]?.name);
  const all = [...items, ...addedFiles.map((name) => ({ name, panel: <AddedFileBlock name={name} /> }))];
  return (
    <>
      {all.length > 1 ? (
        <Tabs
          items={all.map(({ name, panel }) => ({ key: name, label: name, panel }))}
          label={messages.demoFiles}
          idPrefix={idPrefix}
          listClassName={styles.files}
          selected={all.some((item) => item.name === selected) ? selected : all[0]?.name}
          onSelect={setSelected}
        />
      ) : (
        all[0]?.panel
      )}
      <div className={styles.codeFooter}>
        <AddFile existing={all.map((item) => item.name)} onAdded={setSelected} />
        <CopyLink />
        {help}
      </div>
    </>
  );
}
