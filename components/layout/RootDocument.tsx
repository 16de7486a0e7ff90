import type { ComponentType, ReactNode } from 'react';
import { ChunkWatchdog } from '@/components/errors/ChunkWatchdog';
import { ContentErrorOverlay } from '@/components/errors/ContentErrorOverlay';
import { HydrationSignal } from '@/components/errors/HydrationSignal';
import { StylesheetWatcher } from '@/components/errors/StylesheetWatcher';
import { ColorCarryOver } from '@/components/theme/ColorCarryOver';
import { ColorProvider } from '@/components/theme/ColorProvider';
import type { LocaleId } from '@/lib/i18n/locales';
import { LanguageHintGuard } from './LanguageHintGuard';
import { TrailingSlashFix } from './TrailingSlashFix';

/**
 * The `<html>` document of one edition: each edition's root layout renders it with its language and the client
 * provider of its texts (`ZhCNMessages` or `EnMessages`, passed in so a page's bundle holds one edition's texts).
 */
export function RootDocument({ locale, Messages, children }: { locale: LocaleId; Messages: ComponentType<{ children: ReactNode }>; children: ReactNode }) {
  return (
    // next-themes' script sets the colour attributes before hydration, so React must not compare them.
    <html lang={locale} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- an app-router root document: next/head is the pages router's. */}
      <head>
        <TrailingSlashFix />
        <ColorCarryOver />
        {locale === 'zh-CN' && <LanguageHintGuard />}
        <ChunkWatchdog locale={locale} />
      </head>
      <body>
        <Messages>
          {/* First in <body>: next-themes' script, which shows the stored mode before the rest paints. */}
          <ColorProvider>
            <HydrationSignal />
            <StylesheetWatcher />
            {children}
          </ColorProvider>
        </Messages>
        {/* A content error of the registry build, shown over every page while `npm run dev` runs; never in a build. */}
        {process.env.NODE_ENV === 'development' && <ContentErrorOverlay locale={locale} />}
      </body>
    </html>
  );
}
