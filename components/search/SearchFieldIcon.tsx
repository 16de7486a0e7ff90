import { SearchIcon } from '@/components/icons';
import styles from './SearchField.module.css';

/**
 * The search field's magnifier, over the left of its input. A label, so a tap on it (the icon, not the input, takes
 * the tap) focuses the input; the same in the loaded field and in its stand-ins.
 */
export function SearchFieldIcon({ inputId }: { inputId: string }) {
  return (
    <label htmlFor={inputId} className={styles.icon}>
      <SearchIcon />
    </label>
  );
}
