/**
 * Colour preference values, as SPEC §4 names them and the old site stored them: what a visitor picks.
 * `auto` follows the operating system's setting.
 */
export const COLOR_PREFERENCES = ['light', 'dark', 'auto'] as const;
export type ColorPreference = (typeof COLOR_PREFERENCES)[number];

/** What the page shows: `data-prefers-color` on `<html>` is one of these, never `auto`. */
export type ColorMode = 'light' | 'dark';

export const DEFAULT_COLOR_PREFERENCE: ColorPreference = 'light';

/** Where the old dumi site kept the preference (same values); a visitor's value there is carried over once. */
export const LEGACY_COLOR_STORAGE_KEY = 'dumi:prefers-color';

/** This site stored follow-system as `system` before it used the spec's `auto`; read as `auto`. */
export const COLOR_PREFERENCE_SYNONYMS: Readonly<Record<string, ColorPreference>> = { system: 'auto' };

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** A stored value as a preference, or null when it is none (missing or unknown). */
export function parseColorPreference(stored: string | null): ColorPreference | null {
  if (stored === null) return null;
  const value = Object.hasOwn(COLOR_PREFERENCE_SYNONYMS, stored) ? COLOR_PREFERENCE_SYNONYMS[stored] : stored;
  return (COLOR_PREFERENCES as readonly string[]).includes(value) ? (value as ColorPreference) : null;
}

/** The mode a preference shows: `auto` becomes the system's. */
export function resolveColorMode(preference: ColorPreference, systemDark: boolean): ColorMode {
  if (preference === 'auto') return systemDark ? 'dark' : 'light';
  return preference;
}

/** The attribute on `<html>` that the stylesheets key dark mode on. */
export const COLOR_MODE_ATTRIBUTE = 'data-prefers-color';

/**
 * The inline script that runs in `<head>` before the page paints: reads the stored preference (carrying
 * the old site's over once, rewriting a synonym in the spec's spelling, dropping an unknown value), and
 * sets the mode on `<html>`. Plain ES5, since it runs before any bundle.
 */
export function colorGuardScript(storageKey: string): string {
  const json = JSON.stringify;
  return [
    '(function(){',
    `var d=document.documentElement,k=${json(storageKey)},o=${json(LEGACY_COLOR_STORAGE_KEY)},n=${json(COLOR_PREFERENCE_SYNONYMS)},p=null;`,
    `function known(v){if(v!==null&&Object.prototype.hasOwnProperty.call(n,v))v=n[v];return ${json(COLOR_PREFERENCES)}.indexOf(v)<0?null:v}`,
    'try{var s=localStorage,v=s.getItem(k),l=s.getItem(o);',
    // The old site's value counts only while this site has none of its own, and only this once.
    'if(v===null)v=l;if(l!==null)s.removeItem(o);',
    'p=known(v);if(p===null){if(v!==null)s.removeItem(k)}else if(s.getItem(k)!==p)s.setItem(k,p)',
    '}catch(e){}',
    `p=p||${json(DEFAULT_COLOR_PREFERENCE)};`,
    `var m=p==='auto'?(window.matchMedia&&window.matchMedia(${json(DARK_SCHEME_QUERY)}).matches?'dark':'light'):p;`,
    `d.setAttribute(${json(COLOR_MODE_ATTRIBUTE)},m);d.style.colorScheme=m`,
    '})()',
  ].join('');
}
