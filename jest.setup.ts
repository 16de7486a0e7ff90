import '@testing-library/jest-dom';

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
