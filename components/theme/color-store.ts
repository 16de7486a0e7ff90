import { useCallback, useSyncExternalStore } from 'react';
import { site } from '@/lib/site';
import { DARK_SCHEME_QUERY, DEFAULT_COLOR_PREFERENCE, parseColorPreference, resolveColorMode, type ColorMode, type ColorPreference } from './color-preference';

/**
 * The visitor's colour preference in the browser. Local storage holds it (SPEC §4: where storage is
 * allowed); where it is not, the choice lasts for this page's life.
 */
const listeners = new Set<() => void>();
/** The last pick, while storing it failed (storage blocked or full); storage is the truth otherwise. */
let unsaved: ColorPreference | null = null;

export function readColorPreference(): ColorPreference {
  if (unsaved) return unsaved;
  try {
    return parseColorPreference(window.localStorage.getItem(site.colorStorageKey)) ?? DEFAULT_COLOR_PREFERENCE;
  } catch {
    return DEFAULT_COLOR_PREFERENCE;
  }
}

export function storeColorPreference(preference: ColorPreference): void {
  try {
    window.localStorage.setItem(site.colorStorageKey, preference);
    unsaved = null;
  } catch {
    unsaved = preference;
  }
  for (const listener of listeners) listener();
}

function systemIsDark(): boolean {
  return window.matchMedia(DARK_SCHEME_QUERY).matches;
}

/** Calls back when the preference changes here or in another tab, or when the system's setting changes. */
function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_SCHEME_QUERY);
  const onStorage = (event: StorageEvent) => {
    if (event.key === site.colorStorageKey || event.key === null) onChange();
  };
  listeners.add(onChange);
  media.addEventListener('change', onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    media.removeEventListener('change', onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export interface ColorState {
  /** Undefined in the server render and until hydration: the preference is only known in the browser. */
  preference: ColorPreference | undefined;
  mode: ColorMode | undefined;
  setPreference: (preference: ColorPreference) => void;
}

export function useColorPreference(): ColorState {
  const preference = useSyncExternalStore(subscribe, readColorPreference, () => undefined);
  const systemDark = useSyncExternalStore(subscribe, systemIsDark, () => false);
  const setPreference = useCallback((next: ColorPreference) => storeColorPreference(next), []);
  return { preference, mode: preference && resolveColorMode(preference, systemDark), setPreference };
}
