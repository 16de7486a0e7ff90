import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as Scheduler from 'next/dist/compiled/scheduler';
import type { ComponentType } from 'react';
import type { Root, RootOptions } from 'react-dom/client';
import { REACT_DOM_DEVELOPMENT } from '@/lib/live/page-modules';

const REACT_DOM_DEVELOPMENT_URL = `/${REACT_DOM_DEVELOPMENT.path}`;

/** How long the hidden render may take to throw again. */
const RENDER_WAIT_MS = 1000;

type Internals = Record<string, unknown>;
interface DevClient {
  createRoot(container: Element, options?: RootOptions): Root;
}

const reactInternals = (React as unknown as Record<string, Internals>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
const domInternals = (ReactDOM as unknown as Record<string, Internals>).__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;

/** The fields React's development build keeps beside the production ones; it reads them, the production build never does. */
const DEVELOPMENT_FIELDS: Internals = {
  actQueue: null,
  asyncTransitions: 0,
  isBatchingLegacy: false,
  didScheduleLegacyUpdate: false,
  didUsePromise: false,
  thrownErrors: [],
  getCurrentStack: null,
  recentlyCreatedOwnerStacks: 0,
};

let client: Promise<{ client: DevClient; dispatcher: unknown }> | undefined;

/**
 * Loads the development client once. It shares the page's React (so the demo's hooks and elements work with it)
 * and registers its own resource dispatcher with React DOM: that is kept aside and put back after each render,
 * so the page's React DOM stays as it was.
 */
function loadClient() {
  client ??= (async () => {
    const response = await fetch(REACT_DOM_DEVELOPMENT_URL);
    if (!response.ok) throw new Error(`${REACT_DOM_DEVELOPMENT_URL}: ${response.status}`);
    const text = await response.text();
    for (const [field, value] of Object.entries(DEVELOPMENT_FIELDS)) if (!(field in reactInternals)) reactInternals[field] = value;
    const pageDispatcher = domInternals.d;
    const cjs = { exports: {} as DevClient };
    const modules: Record<string, unknown> = {
      'next/dist/compiled/react': React,
      'next/dist/compiled/react-dom': ReactDOM,
      'next/dist/compiled/scheduler': Scheduler,
    };
    const { info } = console;
    // Its advert for React's developer tools is not for the reader of this page.
    console.info = () => undefined;
    try {
      // React's own build, evaluated as CommonJS in development mode (a bundler would have removed it as dead code).
      new Function('require', 'module', 'exports', 'process', text)((name: string) => modules[name], cjs, cjs.exports, { env: { NODE_ENV: 'development' } });
    } finally {
      console.info = info;
    }
    const dispatcher = domInternals.d;
    domInternals.d = pageDispatcher;
    return { client: cjs.exports, dispatcher };
  })();
  client.catch(() => {
    client = undefined;
  });
  return client;
}

/**
 * Renders `Failing` in a hidden root of the development build and returns the message of the first error it
 * throws (undefined if it renders this time). Its warnings are not the reader's concern here: the console is
 * quiet meanwhile.
 */
export async function renderForMessage(Failing: ComponentType): Promise<string | undefined> {
  const { client: dev, dispatcher } = await loadClient();
  const container = document.createElement('div');
  container.hidden = true;
  document.body.append(container);
  const pageDispatcher = domInternals.d;
  const { error: logError, warn: logWarning } = console;
  let caught: unknown;
  const keep = (error: unknown) => {
    caught ??= error;
  };
  domInternals.d = dispatcher;
  console.error = () => undefined;
  console.warn = () => undefined;
  const root = dev.createRoot(container, { onUncaughtError: keep, onCaughtError: keep, onRecoverableError: () => undefined });
  try {
    root.render(React.createElement(Failing));
    const started = Date.now();
    while (caught === undefined && Date.now() - started < RENDER_WAIT_MS) await new Promise((resolve) => setTimeout(resolve, 20));
    return caught instanceof Error ? caught.message : undefined;
  } finally {
    root.unmount();
    container.remove();
    console.error = logError;
    console.warn = logWarning;
    domInternals.d = pageDispatcher;
  }
}
