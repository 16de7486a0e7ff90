'use client';

import { useTheme } from 'next-themes';
import { useSyncExternalStore } from 'react';
import { messages } from '@/lib/messages';
import { COLOR_PREFERENCES, type ColorPreference } from './color-preference';

const LABELS: Record<ColorPreference, string> = {
  light: messages.colorLight,
  dark: messages.colorDark,
  system: messages.colorSystem,
};

const noop = () => () => {};

/** The preference is only known in the browser, so the select renders its value after hydration. */
function useHydrated(): boolean {
  return useSyncExternalStore(noop, () => true, () => false);
}

export function ColorSwitch() {
  const { theme, setTheme } = useTheme();
  const hydrated = useHydrated();
  const value = hydrated && (COLOR_PREFERENCES as readonly string[]).includes(theme ?? '') ? (theme as ColorPreference) : undefined;

  return (
    <label className="color-switch">
      <span className="visually-hidden">{messages.colorMode}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path d="M12 3a9 9 0 1 0 0 18V3z" fill="currentColor" />
        <circle cx="12" cy="12" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <select
        value={value ?? ''}
        disabled={!hydrated}
        onChange={(event) => setTheme(event.target.value)}
        data-testid="color-switch"
      >
        {!hydrated && <option value="">{messages.colorMode}</option>}
        {COLOR_PREFERENCES.map((preference) => (
          <option key={preference} value={preference}>
            {LABELS[preference]}
          </option>
        ))}
      </select>
    </label>
  );
}
