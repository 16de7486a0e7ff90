'use client';

import type { ReactNode } from 'react';
import type { LineId } from '@/lib/lines/lines';
import { useLineHref } from './useLineHref';

/** A link to this page on line `to` (its home where it has no such page), taking the tab and hash along on a click. */
export function LineTwinLink({ to, withoutTwin, children }: { to: LineId; withoutTwin: string[]; children: ReactNode }) {
  const { href, onClick } = useLineHref(to, withoutTwin);
  return (
    <a href={href} onClick={onClick} data-line-twin={to}>
      {children}
    </a>
  );
}
