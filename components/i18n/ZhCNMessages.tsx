'use client';

import type { ReactNode } from 'react';
import { zhCN } from '@/lib/messages/zh-CN';
import { EditionContext } from './MessagesContext';

const edition = { locale: 'zh-CN', messages: zhCN } as const;

/** The zh-CN edition's texts for client components. One module per edition, so a page carries its own texts only. */
export function ZhCNMessages({ children }: { children: ReactNode }) {
  return <EditionContext value={edition}>{children}</EditionContext>;
}
