import type { ReactNode } from 'react';
import { EnMessages } from '@/components/i18n/EnMessages';
import { RootDocument } from '@/components/layout/RootDocument';

/** The English edition under `/en`. */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  return (
    <RootDocument locale="en" Messages={EnMessages}>
      {children}
    </RootDocument>
  );
}
