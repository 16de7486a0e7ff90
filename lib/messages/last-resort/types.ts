/**
 * The texts of `app/global-error.tsx`. That boundary replaces the whole document when an edition's root layout itself
 * fails, so it has no edition provider; and it is part of every page's first load, so it carries these few words of
 * every edition instead of every edition's dictionary (which cost 4 KiB a page). The editions' dictionaries reuse them.
 */
export interface LastResortTexts {
  hint: string;
  retry: string;
  unexpectedError: string;
}
