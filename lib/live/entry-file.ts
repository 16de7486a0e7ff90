/**
 * The file a demo starts from: what a live run evaluates first and a sandbox export makes `src/App.tsx`. A module
 * of its own, so a client component that needs only the name (the migration assistant) takes nothing else along.
 */
export const ENTRY_FILE = 'index.tsx';
