// The scheduler Next bundles for the page's React DOM: the live runner hands it to React DOM's development
// build (components/previewer/live/react-dev-render.ts), which only passes it on to React's own code.
declare module 'next/dist/compiled/scheduler';
