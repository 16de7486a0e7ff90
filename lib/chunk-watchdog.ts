export interface WatchdogTexts {
  /** The spec's chunk message with `{id}` and `{url}` in place of the chunk id and address. */
  message: string;
  hint: string;
  retry: string;
}

/**
 * Runs in the page, before any chunk script: every `/_next/static/chunks/` script, present or added
 * later, that has not finished loading after `timeoutMs` shows the chunk message with a Retry button.
 * The bundler waits forever on a request that hangs, so without this the page would stay blank or
 * never finish a navigation. It touches only the DOM, so it works before React hydrates, and it is
 * serialised into an inline script: it must not use anything outside its own body.
 */
export function installChunkWatchdog(timeoutMs: number, texts: WatchdogTexts): void {
  const watched = new WeakSet<Element>();
  const initial = new WeakSet<Element>();
  const finished = new Set<string>();
  let shown = false;
  // Hydration needs every script the HTML started with, so once it has happened they all loaded.
  let hydrated = false;
  window.addEventListener('app-hydrated', () => {
    hydrated = true;
  });

  // Chunk scripts may finish before this runs: their resource timing entries (buffered) say so, and
  // a finished request counts even when it failed, which the error boundary reports instead.
  // Scripts added later are seen finishing through their load events.
  if (typeof PerformanceObserver === 'function') {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if ((entry as PerformanceResourceTiming).responseEnd > 0) finished.add(entry.name);
    }).observe({ type: 'resource', buffered: true });
  }
  document.addEventListener(
    'load',
    (event) => {
      if (event.target instanceof HTMLScriptElement) finished.add(event.target.src);
    },
    true,
  );

  const show = (url: string) => {
    if (shown) return;
    shown = true;
    const id = (url.split(/[?#]/)[0].split('/').pop() ?? url).replace(/\.js$/, '');
    const box = document.createElement('div');
    box.className = 'chunk-error';
    box.setAttribute('role', 'alert');
    box.setAttribute('data-chunk-error', 'timeout');
    const message = document.createElement('p');
    const code = document.createElement('code');
    code.textContent = texts.message.replace('{id}', id).replace('{url}', url);
    message.appendChild(code);
    const hint = document.createElement('p');
    hint.textContent = texts.hint;
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.textContent = texts.retry;
    retry.addEventListener('click', () => window.location.reload());
    box.append(message, hint, retry);
    // Outside the React tree (appended to body), so a late hydration does not meet unexpected markup.
    box.classList.add('chunk-error-overlay');
    document.body.appendChild(box);
  };

  const watch = (node: Node) => {
    if (!(node instanceof HTMLScriptElement) || watched.has(node)) return;
    if (!node.src.includes('/_next/static/chunks/') || node.noModule) return;
    watched.add(node);
    window.setTimeout(() => {
      if (finished.has(node.src) || (hydrated && initial.has(node))) return;
      show(node.src);
    }, timeoutMs);
  };

  // The HTML's scripts: those parsed so far, and at DOMContentLoaded those parsed after this one (the
  // bundle's entry sits at the end of <body>, async, so it never holds that event back).
  const watchParsed = () =>
    document.querySelectorAll('script[src]').forEach((node) => {
      initial.add(node);
      watch(node);
    });
  watchParsed();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watchParsed, { once: true });
  // Later chunks are appended to <head> (by the bundler's loader, and React hoists async scripts there).
  // Watching <head> alone, not the document's subtree, spares a callback for every node the parser and
  // React add: a few milliseconds of main thread on each load.
  new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(watch);
  }).observe(document.head, { childList: true });
}
