/**
 * What every share hash starts with, whatever its format's version (lib/live/share.ts): the page looks for it on
 * load before it fetches the codec, so this module stays this small.
 */
export const SHARE_PREFIX = '#share=';

/** Whether an address's hash is a share link (of any version). */
export const isShareHash = (hash: string): boolean => hash.startsWith(SHARE_PREFIX);
