'use client';

import { useEffect, useRef, type RefObject } from 'react';

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

/**
 * Marks a part of the page that hydrates on its own (a demo, a previewer, a lazily loaded control) with
 * `data-hydrated` once it has: put `data-island` on the element the ref goes to, and tests wait for the
 * nearest island around what they touch instead of reading React's internals.
 */
export function useHydratedMark<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.setAttribute('data-hydrated', '');
  }, []);
  return ref;
}
