import type { ReactNode } from 'react';
import { ZhCNMessages } from '@/components/i18n/ZhCNMessages';
import { RootDocument } from '@/components/layout/RootDocument';

/** The zh-CN edition at `/`, and the standalone demos. */
export default function ZhCNLayout({ children }: { children: ReactNode }) {
  return (
    <RootDocument locale="zh-CN" Messages={ZhCNMessages}>
      {children}
    </RootDocument>
  );
}
