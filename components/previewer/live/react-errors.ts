import type { ComponentType } from 'react';

/** React's production build names an error by its number: `Minified React error #130; visit …`. */
const MINIFIED = /^Minified React error #\d+/;

/**
 * The error a live demo threw, with React's readable message when the production build gave only its number:
 * the failing component is rendered once more, hidden, by React DOM's development build (loaded then, so no
 * first load carries it), and its message replaces the number. Anything else, or a failed retelling, comes back
 * as it was thrown.
 */
export async function readableReactError(thrown: unknown, Failing: ComponentType | undefined): Promise<unknown> {
  if (!(thrown instanceof Error) || !MINIFIED.test(thrown.message) || Failing === undefined) return thrown;
  try {
    const { renderForMessage } = await import('./react-dev-render');
    const message = await renderForMessage(Failing);
    if (message === undefined) return thrown;
    const readable = new Error(message);
    readable.name = thrown.name;
    return readable;
  } catch {
    return thrown;
  }
}
