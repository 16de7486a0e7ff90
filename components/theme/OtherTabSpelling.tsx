'use client';

import { useTheme } from 'next-themes';
import { useEffect } from 'react';
import { site } from '@/lib/site';
import { DEFAULT_COLOR_PREFERENCE, isThemeName, parseColorPreference, themeOfPreference } from './color-preference';

/**
 * Another tab may store a value next-themes does not know: the spec's `auto` (a tab still running an earlier
 * build of the site) or an unknown one. next-themes would apply it as a theme of its own name, so this listener,
 * in the capture phase and therefore first, stops the event and sets the theme the value means instead.
 */
export function OtherTabSpelling() {
  const { setTheme } = useTheme();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== site.colorStorageKey || event.newValue === null || isThemeName(event.newValue)) return;
      event.stopImmediatePropagation();
      setTheme(themeOfPreference(parseColorPreference(event.newValue) ?? DEFAULT_COLOR_PREFERENCE));
    };
    window.addEventListener('storage', onStorage, { capture: true });
    return () => window.removeEventListener('storage', onStorage, { capture: true });
  }, [setTheme]);
  return null;
}
