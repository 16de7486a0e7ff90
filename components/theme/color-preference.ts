/**
 * The colour preference as SPEC §4 spells it (the old dumi site too), and as next-themes does: the spec says `auto`
 * for follow-system where next-themes stores and reads `system`. The spec's spelling stays at the edges: the switch
 * shows `auto`, and a stored `auto` is rewritten to `system` before the page paints (docs/decisions.md, "next-themes keeps the colour preference").
 */
export const COLOR_PREFERENCES = ['light', 'dark', 'auto'] as const;
export type ColorPreference = (typeof COLOR_PREFERENCES)[number];

/** What the page shows: `data-prefers-color` on `<html>` is one of these, never `auto`; next-themes' themes. */
export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

export const DEFAULT_COLOR_PREFERENCE = 'light' satisfies ColorMode;

/** The attribute on `<html>` that the stylesheets key dark mode on. */
export const COLOR_MODE_ATTRIBUTE = 'data-prefers-color';

/** Where the old dumi site kept the preference (same values); a visitor's value there is carried over once. */
export const LEGACY_COLOR_STORAGE_KEY = 'dumi:prefers-color';

/** next-themes' follow-system theme, a name it hard-codes: what it stores where the spec says `auto`. */
export const SYSTEM_THEME = 'system';
export type ThemeName = ColorMode | typeof SYSTEM_THEME;

/** What next-themes stores and reads: one of its themes, or nothing. */
export const THEME_NAMES: readonly ThemeName[] = [...COLOR_MODES, SYSTEM_THEME];

export function isThemeName(value: string | null): value is ThemeName {
  return THEME_NAMES.some((name) => name === value);
}

function isColorPreference(value: string | null | undefined): value is ColorPreference {
  return COLOR_PREFERENCES.some((preference) => preference === value);
}

/** A stored value or theme as a preference, reading either spelling of follow-system; null when it is none (missing or unknown). */
export function parseColorPreference(stored: string | null | undefined): ColorPreference | null {
  if (stored === SYSTEM_THEME) return 'auto';
  return isColorPreference(stored) ? stored : null;
}

/** The theme next-themes stores and shows for a preference. */
export function themeOfPreference(preference: ColorPreference): ThemeName {
  return preference === 'auto' ? SYSTEM_THEME : preference;
}
