import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { site } from '@/lib/site';
import './globals.css';
import './chrome-stylesheets';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.name, template: `%s - ${site.name}` },
  icons: { icon: '/favicon.svg' },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0d1117' },
  ],
};

/**
 * Shared by both editions, so it renders no `<html>`: each edition's layout (`(zh)/layout.tsx`, `en/layout.tsx`)
 * renders its own document with its `lang`, and the 404 pages render theirs.
 */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return children;
}
