import { useMessages } from '@/components/i18n/MessagesContext';
import styles from './Previewer.module.css';

/**
 * A previewer action that failed (copy to Sketch, open in a sandbox): what failed, next to the buttons, with
 * a Retry. The caller decides what Retry does: the action again, or a fresh load when a chunk failed.
 */
export function ActionFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const messages = useMessages();
  return (
    <span className={styles.actionError} role="alert">
      {message}{' '}
      <button type="button" className="retry-button" onClick={onRetry}>
        {messages.retry}
      </button>
    </span>
  );
}
