import { HEAVY_WORK_MS, LIGHT_MS } from '../limits';

/**
 * What a check needs from a browser, whichever driver speaks to it: Playwright for Chromium (./playwright.ts),
 * puppeteer for Firefox and selenium for WebKit (e2e/engines/). Everything a check reads, it reads through
 * `evaluate` of a script expression, so the same check holds in every engine.
 */
export interface EngineSession {
  readonly name: 'chromium' | 'firefox' | 'webkit';
  /**
   * The window widths the layout probe runs at: Chromium's six from 320 to 1920 px, Firefox's 1280 and 375, WebKit's
   * 1280 (its window cannot be made narrower than about 447 px).
   */
  readonly probeWidths: number[];
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Evaluates a script expression in the page; a promise it returns is awaited. */
  evaluate<T>(expression: string): Promise<T>;
  /** A real pointer click at the centre of the first element matching `selector`. */
  click(selector: string): Promise<void>;
  /** Types into the focused element, key by key. */
  type(text: string): Promise<void>;
  press(key: 'Enter' | 'End'): Promise<void>;
  /** Picks an option of a `<select>` the way the driver's users do. */
  selectOption(selector: string, value: string): Promise<void>;
  /** Sets the page's viewport (the window's inner size) to `width` × `height` CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  /** Page errors the driver itself reports (the recorder in the page covers the rest), cleared on read. */
  takeDriverErrors(): string[];
}

/** One named check, the same in every engine; it throws to fail. */
export interface Check {
  name: string;
  run(session: EngineSession, origin: string): Promise<void>;
}

/** The window height every check uses. */
export const WINDOW_HEIGHT = 800;

/** True once the page and every demo on it have hydrated. */
export const HYDRATED = `document.documentElement.hasAttribute('data-hydrated') && !document.querySelector('[data-demo-root]:not([data-hydrated])')`;

/** A string as a JavaScript literal, for the scripts sent to the browser (typed, so a function cannot slip in as `undefined`). */
export const json = (text: string): string => JSON.stringify(text);

/**
 * Polls the page until `expression` is truthy: waiting for a state, never for a fixed time. A timeout says what
 * was awaited. The limit is light work's unless the state follows heavy work (`HEAVY_WORK_MS`: e2e/limits.ts).
 */
export async function waitFor(session: EngineSession, expression: string, what: string, timeoutMs = LIGHT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await session.evaluate<boolean>(`!!(${expression})`)) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000}s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Opens `path` in a window `width` px wide and waits until it and its demos have hydrated (a page's load: heavy work). */
export async function open(session: EngineSession, origin: string, path: string, width = 1280): Promise<void> {
  await session.setViewport(width, WINDOW_HEIGHT);
  await session.goto(origin + path);
  await waitFor(session, HYDRATED, `${path} to hydrate`, HEAVY_WORK_MS);
}

/**
 * What the page reported as broken since it loaded: the recorder's list (the Firefox and WebKit suites' server puts
 * it in every page: e2e/engines/server.ts) and the driver's own. Chromium's specs fail on any console error or page
 * error by themselves (e2e/fixtures.ts), so there the recorder is absent and the list is the driver's.
 */
export async function pageErrors(session: EngineSession): Promise<string[]> {
  return [...(await session.evaluate<string[]>('window.__pageErrors || []')), ...session.takeDriverErrors()];
}

/** Fails with every problem found, one a line. */
export function fail(what: string, problems: string[]): void {
  if (problems.length > 0) throw new Error(`${what}:\n  ${problems.join('\n  ')}`);
}
