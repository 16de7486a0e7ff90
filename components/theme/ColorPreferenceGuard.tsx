import { site } from '@/lib/site';
import { colorGuardScript } from './color-preference';

/** Sets the colour mode on `<html>` from the stored preference before the page paints (no flash). */
export function ColorPreferenceGuard() {
  return <script dangerouslySetInnerHTML={{ __html: colorGuardScript(site.colorStorageKey) }} />;
}
