'use client';

import { usePathname } from 'next/navigation';
import type { MouseEvent } from 'react';
import type { LineId } from '@/lib/lines/lines';
import { lineSwitchHref } from '@/lib/lines/twins';

/**
 * The address of this page on line `to`, and a click handler that brings the reader's tab (`?tab=`) and hash along.
 * The server HTML already holds the page's address there (no script needed to follow it). On the 404 page
 * (`notFound`), which answers any unknown address, it is that line's home.
 */
export function useLineHref(to: LineId, withoutTwin: readonly string[], notFound = false) {
  const pathname = usePathname();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const { pathname: path, search, hash } = window.location;
    event.currentTarget.href = lineSwitchHref(`${path}${search}${hash}`, to, withoutTwin, notFound);
  };
  return { href: lineSwitchHref(pathname, to, withoutTwin, notFound), onClick };
}
