'use client';

import type { ReactNode } from 'react';
import { en } from '@/lib/messages/en';
import { EditionContext } from './MessagesContext';

const edition = { locale: 'en', messages: en } as const;

/** The English edition's texts for client components. One module per edition, so a page carries its own texts only. */
export function EnMessages({ children }: { children: ReactNode }) {
  return <EditionContext value={edition}>{children}</EditionContext>;
}
