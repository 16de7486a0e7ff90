'use client';

import { CopyButton } from '@/components/code/CopyButton';
import codeStyles from '@/components/code/Code.module.css';
import { useMessages } from '@/components/i18n/MessagesContext';
import { usePreviewer } from './PreviewerRoot';

/** The entry file's tools: reset the edit, and copy the source as it is now. */
export function EntryTools() {
  const messages = useMessages();
  const { live, currentSource } = usePreviewer();
  return (
    <span className={codeStyles.tools}>
      <button type="button" className={codeStyles.button} onClick={live.reset} disabled={!live.edited}>
        {messages.resetCode}
      </button>
      <CopyButton text={currentSource} />
    </span>
  );
}
