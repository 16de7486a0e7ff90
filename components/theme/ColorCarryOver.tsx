import { site } from '@/lib/site';
import { colorCarryOverScript } from './color-carry-over';

/** Rewrites the stored preference into next-themes' form before its script reads it (no flash of a wrong mode). */
export function ColorCarryOver() {
  return <script dangerouslySetInnerHTML={{ __html: colorCarryOverScript(site.colorStorageKey) }} />;
}
