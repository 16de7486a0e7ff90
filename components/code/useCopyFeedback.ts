import { useEffect, useRef, useState } from 'react';

/** How long the copied state shows (SPEC §9); each click restarts it. */
export const COPIED_STATE_MS = 2000;

/** `failed` stays until the next attempt, so the reader sees it whatever they were looking at. */
export type CopyStatus = 'idle' | 'copying' | 'copied' | 'failed';

/** The state of a copy button: runs one copy at a time and shows its outcome. */
export function useCopyFeedback(): { status: CopyStatus; run: (copy: () => Promise<void>) => Promise<void> } {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = async (copy: () => Promise<void>) => {
    clearTimeout(timer.current);
    setStatus('copying');
    try {
      // Called before anything is awaited, so the clipboard write still counts as part of the click.
      await copy();
    } catch {
      setStatus('failed');
      return;
    }
    setStatus('copied');
    timer.current = setTimeout(() => setStatus('idle'), COPIED_STATE_MS);
  };
  return { status, run };
}
