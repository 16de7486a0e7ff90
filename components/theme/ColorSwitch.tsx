'use client';

import { ChevronDownIcon, ContrastIcon } from '@/components/icons';
import { useMessages } from '@/components/i18n/MessagesContext';
import { COLOR_PREFERENCES, parseColorPreference, type ColorPreference } from './color-preference';
import { useColorPreference } from './color-store';
import styles from './ColorSwitch.module.css';

export function ColorSwitch() {
  const messages = useMessages();
  const LABELS: Record<ColorPreference, string> = { light: messages.colorLight, dark: messages.colorDark, auto: messages.colorSystem };
  const { preference, setPreference } = useColorPreference();
  // The preference is only known in the browser, so the select shows it (and works) after hydration.
  const hydrated = preference !== undefined;

  return (
    <label className={styles.switch}>
      <span className="visually-hidden">{messages.colorMode}</span>
      <ContrastIcon />
      <select
        value={preference ?? ''}
        disabled={!hydrated}
        onChange={(event) => {
          const picked = parseColorPreference(event.target.value);
          if (picked) setPreference(picked);
        }}
        data-testid="color-switch"
      >
        {!hydrated && <option value="">{messages.colorMode}</option>}
        {COLOR_PREFERENCES.map((value) => (
          <option key={value} value={value}>
            {LABELS[value]}
          </option>
        ))}
      </select>
      <ChevronDownIcon className={styles.chevron} />
    </label>
  );
}
