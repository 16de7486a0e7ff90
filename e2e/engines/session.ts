import { LIGHT_MS } from '../limits';

/** What the cross-engine checks need from a browser, whichever driver speaks to it. */
export interface EngineSession {
  readonly name: 'firefox' | 'webkit';
  /** The window widths the §1 layout probe runs at (WebKit's window cannot be made narrower than about 447 px). */
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
  close(): Promise<void>;
}

/** The window height every check uses. */
export const WINDOW_HEIGHT = 800;

/** True once the page and every demo on it have hydrated. */
export const HYDRATED = `document.documentElement.hasAttribute('data-hydrated') && !document.querySelector('[data-demo-root]:not([data-hydrated])')`;

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
