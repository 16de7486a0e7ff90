'use client';

import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useMessages } from '@/components/i18n/MessagesContext';
import { formatLoadError, formatRuntimeError, isFromLiveDemo } from '@/lib/live/errors';
import { liveSourceUrl } from '@/lib/live/evaluate';
import { latestOnly, type LatestOutcome } from '@/lib/live/latest-only';
import { initialLiveState, liveReducer } from '@/lib/live/live-state';
import { site } from '@/lib/site';
import type { LiveRun } from './run-live';

/** Set when a debounced recompile starts. */
export const LIVE_RUN_MARK = 'live-demo:run';

/**
 * One live-edited demo (SPEC §4): its state is `lib/live/live-state.ts`; this hook adds the timing. Edits
 * recompile after a short debounce; a later edit supersedes an in-flight one; "Loading..." shows only when a
 * run takes longer than a moment. The original source is read when needed (`readOriginal`, from the page), so
 * no prop or state carries a copy of it.
 */
export function useLiveDemo(demoId: string, readOriginal: () => string) {
  const messages = useMessages();
  const [state, dispatch] = useReducer(liveReducer, undefined, initialLiveState);

  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  const loadingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Bumped by reset, so a run that was in flight then cannot bring the edit back.
  const generation = useRef(0);
  const runner = useRef<((source: string) => Promise<LatestOutcome<LiveRun>>) | undefined>(undefined);

  const run = useCallback(
    async (next: string) => {
      runner.current ??= latestOnly(async (text: string) => (await import('./run-live')).runLive(demoId, text, messages));
      const started = generation.current;
      // A User Timing mark: `npm run bench` measures a recompile from here to the updated preview.
      performance.mark(LIVE_RUN_MARK);
      clearTimeout(loadingTimer.current);
      loadingTimer.current = setTimeout(() => dispatch({ type: 'slow' }), site.live.loadingDelayMs);
      let outcome: LatestOutcome<LiveRun>;
      try {
        outcome = await runner.current(next);
      } catch (thrown) {
        // The live runner's own chunk, the compile worker or Babel did not load, or did not answer in time.
        outcome = { stale: false, value: { ok: false, error: formatLoadError(thrown, messages) } };
      }
      if (outcome.stale || started !== generation.current) return;
      clearTimeout(loadingTimer.current);
      dispatch(outcome.value.ok ? { type: 'compiled', Component: outcome.value.Component } : { type: 'failed', error: outcome.value.error });
    },
    [demoId, messages],
  );

  const edit = useCallback(
    (next: string) => {
      dispatch({ type: 'edited', source: next === readOriginal() ? undefined : next });
      clearTimeout(debounce.current);
      debounce.current = setTimeout(() => void run(next), site.live.debounceMs);
    },
    [run, readOriginal],
  );

  /** Runs the current source again at once, after a download failed; the last good render stays meanwhile. */
  const retry = useCallback(() => {
    clearTimeout(debounce.current);
    void run(state.source ?? readOriginal());
  }, [run, state.source, readOriginal]);

  const reset = useCallback(() => {
    generation.current += 1;
    clearTimeout(debounce.current);
    clearTimeout(loadingTimer.current);
    dispatch({ type: 'reset' });
  }, []);

  const onSettled = useCallback((version: number) => dispatch({ type: 'settled', version }), []);
  const onError = useCallback((thrown: unknown) => dispatch({ type: 'threw', error: formatRuntimeError(thrown) }), []);

  // Errors thrown by the edited demo outside React's reach (event handlers, timers) land on window;
  // they are shown like the others instead of surfacing as uncaught page errors.
  const { candidate } = state;
  useEffect(() => {
    if (!candidate) return;
    const url = liveSourceUrl(demoId);
    const onWindowError = (event: ErrorEvent) => {
      if (!isFromLiveDemo(event.error, url)) return;
      event.preventDefault();
      dispatch({ type: 'threw', error: formatRuntimeError(event.error) });
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (!isFromLiveDemo(event.reason, url)) return;
      event.preventDefault();
      dispatch({ type: 'threw', error: formatRuntimeError(event.reason) });
    };
    window.addEventListener('error', onWindowError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onWindowError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [candidate, demoId]);

  useEffect(
    () => () => {
      clearTimeout(debounce.current);
      clearTimeout(loadingTimer.current);
    },
    [],
  );

  return {
    /** The edited source; undefined while it is the original. */
    source: state.source,
    edited: state.source !== undefined,
    resets: state.resets,
    edit,
    retry,
    reset,
    candidate,
    good: state.good,
    error: state.error,
    showLoading: state.slow,
    onSettled,
    onError,
  };
}

/** Loads Babel in the compile worker and the live runner while the browser is idle. */
export function warmLiveRunner(): () => void {
  // A failure here is not shown: the first edit loads the same things again and shows what fails then.
  const ignore = () => undefined;
  const start = () => {
    import('./run-live').catch(ignore);
    import('./compile-client').then((client) => client.warmCompiler()).catch(ignore);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(start, 200);
  return () => clearTimeout(timer);
}
