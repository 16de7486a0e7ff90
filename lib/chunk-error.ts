import { fixedMessages as messages } from '@/lib/messages/fixed';

/** How long a chunk may take before it counts as failed (SPEC §9). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A failed script or stylesheet chunk, as the error page describes it. */
export interface ChunkFailure {
  kind: 'script' | 'css';
  id: string;
  type: 'missing' | 'timeout';
  url: string;
}

/** The chunk id the spec's message names: the file name without its directory. */
export function chunkIdFromUrl(url: string): string {
  const file = url.split(/[?#]/)[0].split('/').pop() ?? url;
  return file.replace(/\.(js|css)$/, '') || url;
}

/**
 * Recognises a chunk load failure: webpack's `ChunkLoadError` (with `type` and `request`) and
 * Turbopack's ("Failed to load chunk <url> …"); undefined for any other error.
 */
export function chunkFailureFromError(error: unknown): ChunkFailure | undefined {
  if (!(error instanceof Error)) return undefined;
  const details = error as Error & { type?: string; request?: string };
  const css = /CSS chunk/i.test(error.message);
  if (error.name !== 'ChunkLoadError' && !/Loading (CSS )?chunk|Failed to load chunk/i.test(error.message)) return undefined;
  const url =
    details.request ?? /(?:chunk|\(\w+:)\s+(\S+?\.(?:js|css))/i.exec(error.message)?.[1] ?? /https?:\/\/\S+|\/_next\/\S+/.exec(error.message)?.[0] ?? '';
  const timedOut = details.type === 'timeout' || /timeout|timed out/i.test(error.message);
  const webpackId = /Loading (?:CSS )?chunk (\S+) failed/i.exec(error.message)?.[1];
  return { kind: css ? 'css' : 'script', id: webpackId ?? chunkIdFromUrl(url), type: timedOut ? 'timeout' : 'missing', url };
}

/** The spec's text for a failure (SPEC §8). */
export function chunkFailureMessage(failure: ChunkFailure): string {
  return failure.kind === 'css' ? messages.cssChunkFailed(failure.id) : messages.chunkFailed(failure.id, failure.type, failure.url);
}

/** What an error view says: the spec's message for a failed chunk, otherwise that the page broke. */
export function errorViewText(error: unknown, unexpectedError: string): string {
  const failure = chunkFailureFromError(error);
  return failure ? chunkFailureMessage(failure) : unexpectedError;
}
