import '@testing-library/jest-dom';

// jsdom does not implement getComputedStyle's pseudo-element argument, which rc-table passes; drop it.
if (typeof window !== 'undefined') {
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
}
