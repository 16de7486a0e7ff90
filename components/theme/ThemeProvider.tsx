'use client';

import { ThemeProvider as NextThemesProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { site } from '@/lib/site';
import { COLOR_PREFERENCES, DEFAULT_COLOR_PREFERENCE } from './color-preference';

/** next-themes writes the resolved mode to `data-prefers-color` and `color-scheme` on `<html>`. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider
      attribute="data-prefers-color"
      storageKey={site.colorStorageKey}
      defaultTheme={DEFAULT_COLOR_PREFERENCE}
      themes={COLOR_PREFERENCES.filter((p) => p !== 'system')}
      enableSystem
      enableColorScheme
      disableTransitionOnChange
    >
      {children}
    </NextThemesProvider>
  );
}
