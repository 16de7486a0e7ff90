import type { ReactNode } from 'react';
import { DocShell } from '@/components/layout/DocShell';

export default function DocsLayout({ children }: { children: ReactNode }) {
  return <DocShell locale="zh-CN">{children}</DocShell>;
}
