'use client';

import { useTheme } from 'next-themes';
import { useSyncExternalStore } from 'react';
import { ChevronDownIcon, ContrastIcon } from '@/components/icons';
import { useMessages } from '@/components/i18n/MessagesContext';
import { COLOR_PREFERENCES, DEFAULT_COLOR_PREFERENCE, parseColorPreference, themeOfPreference, type ColorPreference } from './color-preference';
import styles from './ColorSwitch.module.css';

const subscribeToNothing = () => () => {};

export function ColorSwitch() {
  const messages = useMessages();
  const LABELS: Record<ColorPreference, string> = { light: messages.colorLight, dark: messages.colorDark, auto: messages.colorSystem };
  const { theme, setTheme } = useTheme();
  // The preference is only known in the browser, so the select shows it (and works) once hydrated: false in the
  // server render and while hydrating, true after.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  // next-themes' `system` shows as the spec's `auto`.
  const preference = parseColorPreference(theme) ?? DEFAULT_COLOR_PREFERENCE;

  return (
    <label className={styles.switch}>
      <span className="visually-hidden">{messages.colorMode}</span>
      <ContrastIcon />
      <select
        value={hydrated ? preference : ''}
        disabled={!hydrated}
        onChange={(event) => {
          const picked = parseColorPreference(event.target.value);
          if (picked) setTheme(themeOfPreference(picked));
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
