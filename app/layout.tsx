import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ChunkWatchdog } from '@/components/errors/ChunkWatchdog';
import { HydrationSignal } from '@/components/errors/HydrationSignal';
import { ColorPreferenceGuard } from '@/components/theme/ColorPreferenceGuard';
import { ColorModeSync } from '@/components/theme/ColorModeSync';
import { StylesheetWatcher } from '@/components/errors/StylesheetWatcher';
import { TrailingSlashFix } from '@/components/layout/TrailingSlashFix';
import { messages } from '@/lib/messages';
import { site } from '@/lib/site';
import './globals.css';
import './chrome-stylesheets';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.name, template: `%s - ${site.name}` },
  description: messages.siteDescription,
  icons: { icon: '/favicon.svg' },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0d1117' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The colour guard sets the colour attributes before hydration, so React must not compare them.
    <html lang={site.locale.id} suppressHydrationWarning>
      <head>
        <TrailingSlashFix />
        <ColorPreferenceGuard />
        <ChunkWatchdog />
      </head>
      <body>
        <ColorModeSync />
        <HydrationSignal />
        <StylesheetWatcher />
        {children}
      </body>
    </html>
  );
}
