import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { site } from '@/lib/site';
import { COLOR_MODE_ATTRIBUTE, COLOR_MODES, DEFAULT_COLOR_PREFERENCE } from './color-preference';
import { OtherTabSpelling } from './OtherTabSpelling';

/**
 * next-themes keeps the colour preference, as the design card asks: stored under the site's key, shown on `<html>`
 * (`data-prefers-color` and `color-scheme`) by its script before the page paints, following the system's setting
 * while it is `system`, and other tabs' picks. The themes' names are the attribute's values, so there is no `value`
 * map (next-themes' script writes the name to a data attribute unmapped). Transitions pause for a change, so the
 * page switches at once rather than fading colour by colour.
 */
export function ColorProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      storageKey={site.colorStorageKey}
      attribute={COLOR_MODE_ATTRIBUTE}
      themes={[...COLOR_MODES]}
      enableSystem
      defaultTheme={DEFAULT_COLOR_PREFERENCE}
      disableTransitionOnChange
    >
      <OtherTabSpelling />
      {children}
    </ThemeProvider>
  );
}
