import { installChunkWatchdog } from '@/lib/chunk-watchdog';

const TEXTS = { message: 'Loading chunk {id} failed. (timeout: {url})', hint: 'Part of the page did not load.', retry: 'Retry' };
const TIMEOUT = 120_000;

function addScript(src: string, parent: HTMLElement = document.head): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = src;
  parent.appendChild(script);
  return script;
}

/** Requests that finished before the watchdog started: the browser's buffered resource timing entries. */
let finishedEarlier: string[];

/** jsdom has no PerformanceObserver; this one hands over the buffered entries as a browser would. */
class BufferedResourceObserver {
  constructor(private readonly callback: (list: { getEntries: () => Array<{ name: string; responseEnd: number }> }) => void) {}
  observe() {
    this.callback({ getEntries: () => finishedEarlier.map((name) => ({ name, responseEnd: 12 })) });
  }
}

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '<main id="content"></main>';
  finishedEarlier = [];
  Object.defineProperty(window, 'PerformanceObserver', { configurable: true, value: BufferedResourceObserver });
});

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'PerformanceObserver');
});

const alert = () => document.querySelector('[data-chunk-error="timeout"]');

describe('installChunkWatchdog', () => {
  it('shows the timeout message for a chunk present at start that has not loaded after 120 s', () => {
    addScript('http://localhost/_next/static/chunks/abc123.js');
    installChunkWatchdog(TIMEOUT, TEXTS);

    jest.advanceTimersByTime(TIMEOUT - 1);
    expect(alert()).toBeNull();
    jest.advanceTimersByTime(1);

    expect(alert()?.querySelector('code')?.textContent).toBe('Loading chunk abc123 failed. (timeout: http://localhost/_next/static/chunks/abc123.js)');
    expect(alert()?.getAttribute('role')).toBe('alert');
    expect(document.body.lastElementChild).toBe(alert());
  });

  it('watches chunks added later to <head>, as a client-side navigation adds them, until they load', async () => {
    installChunkWatchdog(TIMEOUT, TEXTS);
    const loads = addScript('http://localhost/_next/static/chunks/loads-later.js');
    addScript('http://localhost/_next/static/chunks/page-late.js');
    await Promise.resolve(); // MutationObserver callbacks run as microtasks.
    loads.dispatchEvent(new Event('load'));

    jest.advanceTimersByTime(TIMEOUT);
    expect(alert()?.textContent).toContain('Loading chunk page-late failed');
    expect(alert()?.textContent).not.toContain('loads-later');
  });

  it('watches the chunks parsed after it, in <body>, from DOMContentLoaded on', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      installChunkWatchdog(TIMEOUT, TEXTS);
      addScript('http://localhost/_next/static/chunks/entry.js', document.body);
      document.dispatchEvent(new Event('DOMContentLoaded'));
    } finally {
      readyState.mockRestore();
    }

    jest.advanceTimersByTime(TIMEOUT);
    expect(alert()?.textContent).toContain('Loading chunk entry failed');
  });

  it('stays quiet for chunks that loaded, other scripts and noModule polyfills', async () => {
    addScript('http://localhost/_next/static/chunks/done.js');
    finishedEarlier.push('http://localhost/_next/static/chunks/done.js');
    addScript('http://localhost/analytics.js');
    const polyfill = document.createElement('script');
    polyfill.src = 'http://localhost/_next/static/chunks/polyfills.js';
    polyfill.noModule = true;
    document.head.appendChild(polyfill);
    installChunkWatchdog(TIMEOUT, TEXTS);
    await Promise.resolve();

    jest.advanceTimersByTime(TIMEOUT * 2);
    expect(alert()).toBeNull();
  });

  it('counts the scripts the page started with as loaded once the page has hydrated', () => {
    addScript('http://localhost/_next/static/chunks/initial.js');
    installChunkWatchdog(TIMEOUT, TEXTS);
    window.dispatchEvent(new Event('app-hydrated'));

    jest.advanceTimersByTime(TIMEOUT);
    expect(alert()).toBeNull();
  });

  it('shows one message however many chunks hang, with a Retry button', () => {
    addScript('http://localhost/_next/static/chunks/one.js');
    addScript('http://localhost/_next/static/chunks/two.js');
    installChunkWatchdog(TIMEOUT, TEXTS);
    jest.advanceTimersByTime(TIMEOUT);

    expect(document.querySelectorAll('[data-chunk-error]')).toHaveLength(1);
    expect(alert()?.querySelector('button')?.textContent).toBe('Retry');
  });

  it('is self-contained, so it can be serialised into an inline script', () => {
    const source = installChunkWatchdog.toString();
    const rebuilt = new Function(`return (${source})`)() as typeof installChunkWatchdog;
    addScript('http://localhost/_next/static/chunks/inline.js');
    rebuilt(TIMEOUT, TEXTS);
    jest.advanceTimersByTime(TIMEOUT);
    expect(alert()?.textContent).toContain('Loading chunk inline failed');
  });
});
