import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` wait for a state up to 10 s, not Testing Library's 1 s: lazy chunks (the editor, the sandbox
// SDKs) resolve through the module registry, slowly on a busy machine (docs/testing.md, "Time limits").
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not implement getComputedStyle's pseudo-element argument, which rc-table passes; drop it.
if (typeof window !== 'undefined') {
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
}

// jsdom has no ResizeObserver, which @rc-component/table 1.x uses directly (7.x ships a polyfill); jsdom lays
// nothing out, so an observer that never reports is what a real one would do here.
if (typeof window !== 'undefined' && !Reflect.has(window, 'ResizeObserver')) {
  class SilentResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: SilentResizeObserver });
}

// jsdom has no matchMedia, which the demo frame's canvas watcher reads; its window is 1024 px wide and lays nothing
// out, so a query that never matches and never changes is what a real window of that size would answer here.
if (typeof window !== 'undefined' && !Reflect.has(window, 'matchMedia')) {
  const matchMedia = (media: string): MediaQueryList =>
    Object.assign(new EventTarget(), { media, matches: false, onchange: null, addListener: () => undefined, removeListener: () => undefined });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
}
