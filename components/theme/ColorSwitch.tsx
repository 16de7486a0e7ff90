'use client';

import { messages } from '@/lib/messages';
import { COLOR_PREFERENCES, parseColorPreference, type ColorPreference } from './color-preference';
import { useColorPreference } from './color-store';

const LABELS: Record<ColorPreference, string> = {
  light: messages.colorLight,
  dark: messages.colorDark,
  auto: messages.colorSystem,
};

export function ColorSwitch() {
  const { preference, setPreference } = useColorPreference();
  // The preference is only known in the browser, so the select shows it (and works) after hydration.
  const hydrated = preference !== undefined;

  return (
    <label className="color-switch">
      <span className="visually-hidden">{messages.colorMode}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path d="M12 3a9 9 0 1 0 0 18V3z" fill="currentColor" />
        <circle cx="12" cy="12" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
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
    </label>
  );
}
