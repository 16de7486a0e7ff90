'use client';

import { CodeIcon } from '@/components/icons';
import { useMessages } from '@/components/i18n/MessagesContext';
import { usePreviewer } from './PreviewerRoot';

/** Shows or hides the code panel. */
export function CodeToggle() {
  const messages = useMessages();
  const { showCode, toggleCode, panelId } = usePreviewer();
  const label = showCode ? messages.hideCode : messages.showCode;
  return (
    <button type="button" className="icon-button" aria-expanded={showCode} aria-controls={panelId} aria-label={label} title={label} onClick={toggleCode}>
      <CodeIcon />
    </button>
  );
}
