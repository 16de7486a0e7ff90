/**
 * Modules a live demo gets from the page itself rather than loading them: React must be the page's one copy
 * (a second would break hooks), and the page has already loaded it.
 */
export const PAGE_MODULES = ['react', 'react/jsx-runtime', 'react-dom'] as const;

/**
 * React DOM's development client build, matching the page's React (the copy Next bundles for the app router):
 * the registry build copies it to `public/` at this path, and the live runner loads it only to read a production
 * error's message (`components/previewer/live/react-dev-render.ts`).
 */
export const REACT_DOM_DEVELOPMENT = {
  source: 'node_modules/next/dist/compiled/react-dom/cjs/react-dom-client.development.js',
  path: 'live/react-dom-client.development.js',
} as const;
