'use client';

import { useEffect, useRef, useState } from 'react';
import codeStyles from '@/components/code/Code.module.css';
import { useCopyFeedback } from '@/components/code/useCopyFeedback';
import { useLocale } from '@/components/i18n/MessagesContext';
import { writeClipboardText } from '@/lib/clipboard';
import { encodeShare, fingerprintFiles, SHARE_LIMITS } from '@/lib/live/share';
import { shareMessagesFor } from '@/lib/messages/share';
import { usePreviewer } from '../PreviewerRoot';
import styles from './Share.module.css';

/**
 * "Copy link": every file as it is now, in a link to this demo on this page (lib/live/share.ts). The address stays
 * as it is. A link over the limit is not copied and says so; a clipboard that refuses shows the link in a field to
 * copy by hand.
 */
export function CopyLink() {
  const messages = shareMessagesFor(useLocale());
  const { id, line, readOriginals, currentFiles } = usePreviewer();
  const { status, run } = useCopyFeedback();
  const [problem, setProblem] = useState<{ text: string; link?: string }>();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.select();
  }, [problem]);

  const copy = () => {
    setProblem(undefined);
    const made = encodeShare({ demo: id, line, fingerprint: fingerprintFiles(readOriginals()), files: [...currentFiles()] });
    const link = made.then((result) => {
      if (!result.ok) throw new Error(`a link of ${result.chars} characters`);
      const { origin, pathname, search } = window.location;
      return `${origin}${pathname}${search}${result.hash}`;
    });
    void run(async () => {
      try {
        // Started within the click, with the link still being made: Safari allows no clipboard write after it.
        await writeClipboardText(link);
      } catch (error) {
        const result = await made;
        setProblem(result.ok ? { text: messages.copyBlocked, link: await link } : { text: messages.tooLargeToShare(result.chars, SHARE_LIMITS.hashChars) });
        throw error;
      }
    });
  };

  const copied = status === 'copied';
  return (
    <div className={styles.copyLink}>
      <button type="button" className={codeStyles.button} onClick={copy} aria-label={copied ? messages.linkCopied : messages.copyLinkLabel}>
        <span aria-live="polite">{copied ? messages.linkCopied : messages.copyLink}</span>
      </button>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem.text}
        </p>
      )}
      {problem?.link && <input ref={field} className={styles.field} readOnly value={problem.link} aria-label={messages.linkField} />}
    </div>
  );
}
