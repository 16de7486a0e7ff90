'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import codeStyles from '@/components/code/Code.module.css';
import { useLiveMessages } from './live/useLiveMessages';
import { fileNameProblem, FILE_EXTENSIONS } from '@/lib/live/paths';
import { usePreviewer } from './PreviewerRoot';
import styles from './Previewer.module.css';

/**
 * "Add file": a name, checked (a relative path, a known extension, not taken), becomes an empty file of the live
 * demo, which its other files import by relative path.
 */
export function AddFile({ existing, onAdded }: { existing: readonly string[]; onAdded: (name: string) => void }) {
  const messages = useLiveMessages();
  const { live } = usePreviewer();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const opener = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  // The name field takes the focus when the form opens, as the button that opened it had it.
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setProblem(undefined);
    opener.current?.focus();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    const found = fileNameProblem(name, existing);
    if (found) {
      setProblem(
        found === 'format' ? messages.fileNameFormat : found === 'extension' ? messages.fileNameExtension(FILE_EXTENSIONS.join(' ')) : messages.fileNameTaken,
      );
      return;
    }
    live.addFile(name);
    onAdded(name);
    setOpen(false);
    setProblem(undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') close();
  };

  if (!open) {
    return (
      <button ref={opener} type="button" className={codeStyles.button} onClick={() => setOpen(true)}>
        <span aria-hidden="true">+</span> {messages.addFile}
      </button>
    );
  }
  return (
    <form className={styles.addFile} onSubmit={submit} onKeyDown={onKeyDown}>
      <label htmlFor={`${id}-name`}>{messages.newFileName}</label>
      <input
        ref={input}
        id={`${id}-name`}
        name="name"
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${id}-hint`}
        aria-invalid={problem !== undefined || undefined}
        aria-errormessage={problem ? `${id}-problem` : undefined}
      />
      <button type="submit" className={codeStyles.button}>
        {messages.addFileConfirm}
      </button>
      <button type="button" className={codeStyles.button} onClick={close}>
        {messages.cancel}
      </button>
      <p id={`${id}-hint`} className={styles.addFileHint}>
        {messages.newFileHint}
      </p>
      {problem && (
        <p id={`${id}-problem`} className={styles.addFileProblem} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
