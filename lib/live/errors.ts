import { chunkFailureFromError, chunkFailureMessage, chunkIdFromUrl } from '../chunk-error';
import type { Messages } from '../messages/types';
import { WorkerFailure } from '../worker-client';

/** What the error bar under a demo shows. */
export interface LiveError {
  /**
   * Where it came from: the compiler, the module shim, the demo's own code at run time, or a download the
   * live runner needs (the compile worker, Babel, a chunk of the page).
   */
  kind: 'compile' | 'module' | 'runtime' | 'load';
  message: string;
  /** Where to read more: what a package with a missing export does export. */
  links?: Array<{ href: string; label: string }>;
  /**
   * For a failed download, how Retry recovers: `again` runs the edit again in this page (a fresh worker
   * fetches afresh); `reload` needs a fresh load of the page, since the bundler keeps a failed page chunk failed.
   */
  retry?: 'again' | 'reload';
}

/**
 * A failed download of the live runner, with the spec's chunk message (SPEC §8); anything else as a run-time
 * error. A worker that crashed is named as such.
 */
export function formatLoadError(thrown: unknown, messages: Messages): LiveError {
  if (thrown instanceof WorkerFailure) {
    const message =
      thrown.kind === 'crashed' ? messages.compileWorkerCrashed(thrown.message) : messages.chunkFailed(chunkIdFromUrl(thrown.url), thrown.kind, thrown.url);
    return { kind: 'load', message, retry: 'again' };
  }
  const chunk = chunkFailureFromError(thrown);
  if (chunk) return { kind: 'load', message: chunkFailureMessage(chunk), retry: 'reload' };
  return formatRuntimeError(thrown);
}

/** Anything thrown while loading, evaluating or rendering the demo, as `Name: message`. */
export function formatRuntimeError(thrown: unknown): LiveError {
  if (thrown instanceof Error) {
    return {
      kind: thrown.name === 'ModuleNotFoundError' ? 'module' : 'runtime',
      message: thrown.name === 'ModuleNotFoundError' ? thrown.message : `${thrown.name}: ${thrown.message}`,
    };
  }
  return { kind: 'runtime', message: `Error: ${String(thrown)}` };
}

/** Whether an error thrown outside React's reach (an event handler, a timer) came from the edited demo. */
export function isFromLiveDemo(thrown: unknown, sourceUrl: string): boolean {
  return thrown instanceof Error && typeof thrown.stack === 'string' && thrown.stack.includes(sourceUrl);
}
