'use client';

import { useEffect } from 'react';

/** Tells the chunk watchdog that the page hydrated, so the scripts it started with have all loaded. */
export function HydrationSignal() {
  useEffect(() => {
    window.dispatchEvent(new Event('app-hydrated'));
  }, []);
  return null;
}
