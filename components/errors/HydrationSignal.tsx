'use client';

import { useEffect } from 'react';

/**
 * Says that the page hydrated: the chunk watchdog listens for the event (the scripts the page started with
 * have all loaded), and `data-hydrated` on `<html>` lets tests wait for hydration without React's internals.
 */
export function HydrationSignal() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    window.dispatchEvent(new Event('app-hydrated'));
  }, []);
  return null;
}
