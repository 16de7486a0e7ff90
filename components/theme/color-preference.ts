/** Colour preference values: what a visitor picks. `system` follows the operating system. */
export const COLOR_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ColorPreference = (typeof COLOR_PREFERENCES)[number];
export const DEFAULT_COLOR_PREFERENCE: ColorPreference = 'light';
