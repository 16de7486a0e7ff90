'use client';

import { CopyButton } from '@/components/code/CopyButton';
import codeStyles from '@/components/code/Code.module.css';
import { useMessages } from '@/components/i18n/MessagesContext';
import { useLiveMessages } from './live/useLiveMessages';
import { usePreviewer } from './PreviewerRoot';

/** A file's tools: reset its edit (or remove it, when the reader added it), and copy it as it is now. */
export function FileTools({ name }: { name: string }) {
  const messages = useMessages();
  const liveMessages = useLiveMessages();
  const { live, fileText, fileNames } = usePreviewer();
  const added = !fileNames.includes(name);
  return (
    <span className={codeStyles.tools}>
      {added ? (
        <button type="button" className={codeStyles.button} onClick={() => live.removeFile(name)}>
          {liveMessages.removeFile}
        </button>
      ) : (
        <button type="button" className={codeStyles.button} onClick={() => live.resetFile(name)} disabled={live.edits?.[name] === undefined}>
          {messages.resetCode}
        </button>
      )}
      <CopyButton text={() => fileText(name)} />
    </span>
  );
}
