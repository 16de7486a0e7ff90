import { site } from '@/lib/site';
import { COLOR_PREFERENCES, DEFAULT_COLOR_PREFERENCE } from './color-preference';

/**
 * Runs in <head> before next-themes' own script: a stored value that is not a known preference is
 * dropped, so the page paints (and next-themes starts) with the default instead of the bad value.
 */
export function ColorPreferenceGuard() {
  const script = `(function(){try{var k=${JSON.stringify(site.colorStorageKey)},v=localStorage.getItem(k);if(v!==null&&${JSON.stringify(COLOR_PREFERENCES)}.indexOf(v)<0){localStorage.removeItem(k)}}catch(e){}document.documentElement.setAttribute('data-prefers-color',${JSON.stringify(DEFAULT_COLOR_PREFERENCE)})})()`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
