import styles from './ApiStatus.module.css';

/** One of the API table's status messages (SPEC §8). */
export function ApiStatus({ status, text }: { status: string; text: string }) {
  return (
    <p className={styles.status} data-api-status={status} role="status">
      {text}
    </p>
  );
}
