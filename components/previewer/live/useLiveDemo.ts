'use client';

import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useLocale, useMessages } from '@/components/i18n/MessagesContext';
import type { LineId } from '@/lib/lines/lines';
import { formatLoadError, formatRuntimeError, isFromLiveDemo } from '@/lib/live/errors';
import { liveSourceUrl } from '@/lib/live/evaluate';
import { latestOnly, type LatestOutcome } from '@/lib/live/latest-only';
import { initialLiveState, liveReducer, type EditOrigin, type HeldOrigin, type LiveEdits } from '@/lib/live/live-state';
import { site } from '@/lib/site';
import type { LiveRun, LiveRunInput } from './run-live';

/** Set when a debounced recompile starts. */
export const LIVE_RUN_MARK = 'live-demo:run';

type RunFiles = Omit<LiveRunInput, 'demoId' | 'line'>;

/**
 * One live-edited demo (SPEC §4): its state is `lib/live/live-state.ts`; this hook adds the timing. Edits to any
 * file (and files the reader adds) recompile after a short debounce; a later edit supersedes an in-flight one;
 * "Loading..." shows only when a run takes longer than a moment. The original files are read when needed
 * (`readOriginals`, from the page), so no prop or state carries a copy of them.
 */
export function useLiveDemo(demoId: string, line: LineId, readOriginals: () => ReadonlyMap<string, string>) {
  const messages = useMessages();
  const locale = useLocale();
  const [state, dispatch] = useReducer(liveReducer, undefined, initialLiveState);

  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  const loadingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Bumped by reset, so a run that was in flight then cannot bring the edit back.
  const generation = useRef(0);
  const runner = useRef<((files: RunFiles) => Promise<LatestOutcome<LiveRun>>) | undefined>(undefined);
  // The edits as of the last change, for the debounced run (state would be one render late).
  const edits = useRef<LiveEdits | undefined>(undefined);
  // Whether the edits came from a share link and wait for the reader's Run (docs/decisions.md, "Share links").
  const held = useRef(false);
  // Whose the edits are. Someone else's code stays someone else's after Run, so that a reload brings it back held.
  const origin = useRef<EditOrigin>('reader');

  /** Every file as the reader has it with `next` edits, and which ones they changed. */
  const filesWith = useCallback(
    (next: LiveEdits | undefined): RunFiles => ({
      files: { ...Object.fromEntries(readOriginals()), ...next },
      edited: new Set(Object.keys(next ?? {})),
    }),
    [readOriginals],
  );

  const run = useCallback(
    async (files: RunFiles) => {
      runner.current ??= latestOnly(async (input: RunFiles) => (await import('./run-live')).runLive({ demoId, line, ...input }, messages, locale));
      const started = generation.current;
      // A User Timing mark: `npm run bench` measures a recompile from here to the updated preview.
      performance.mark(LIVE_RUN_MARK);
      clearTimeout(loadingTimer.current);
      loadingTimer.current = setTimeout(() => dispatch({ type: 'slow' }), site.live.loadingDelayMs);
      let outcome: LatestOutcome<LiveRun>;
      try {
        outcome = await runner.current(files);
      } catch (thrown) {
        // The live runner's own chunk, the compile worker or Babel did not load, or did not answer in time.
        outcome = { stale: false, value: { ok: false, error: formatLoadError(thrown, messages) } };
      }
      if (outcome.stale || started !== generation.current) return;
      clearTimeout(loadingTimer.current);
      const { value } = outcome;
      dispatch(value.ok ? { type: 'compiled', Component: value.Component, notices: value.notices } : { type: 'failed', error: value.error });
    },
    [demoId, line, messages, locale],
  );

  const schedule = useCallback(
    (next: LiveEdits | undefined) => {
      clearTimeout(debounce.current);
      const files = filesWith(next);
      debounce.current = setTimeout(() => void run(files), site.live.debounceMs);
    },
    [filesWith, run],
  );

  /** Keeps `next` as the edits (none left: undefined) and recompiles after the debounce. */
  const change = useCallback(
    (next: Record<string, string>) => {
      const kept = Object.keys(next).length > 0 ? next : undefined;
      edits.current = kept;
      held.current &&= kept !== undefined;
      if (kept === undefined) origin.current = 'reader';
      dispatch({ type: 'edited', edits: kept });
      if (!held.current) schedule(kept);
    },
    [schedule],
  );

  const edit = useCallback(
    (file: string, text: string) => {
      const next = { ...edits.current };
      if (text === readOriginals().get(file)) delete next[file];
      else next[file] = text;
      change(next);
    },
    [change, readOriginals],
  );

  const addFile = useCallback((file: string) => change({ ...edits.current, [file]: '' }), [change]);

  const removeFile = useCallback(
    (file: string) => {
      const next = { ...edits.current };
      delete next[file];
      change(next);
    },
    [change],
  );

  const reset = useCallback(() => {
    generation.current += 1;
    edits.current = undefined;
    held.current = false;
    origin.current = 'reader';
    clearTimeout(debounce.current);
    clearTimeout(loadingTimer.current);
    dispatch({ type: 'reset' });
  }, []);

  /**
   * Someone else's files in the editors (remounted, as by a reset), held: neither they nor what the reader types
   * after run until `retry`, unless every file goes back to the original, which the page runs already.
   */
  const hold = useCallback(
    (next: LiveEdits, from: HeldOrigin) => {
      reset();
      held.current = true;
      origin.current = from;
      change({ ...next });
    },
    [reset, change],
  );

  /** Whose the edits are now: what a reload must know to bring them back held or running. */
  const originOfEdits = useCallback(() => origin.current, []);

  /** One file back to its original; with no other edit left, the whole demo is reset. */
  const resetFile = useCallback(
    (file: string) => {
      const next = { ...edits.current };
      delete next[file];
      if (Object.keys(next).length === 0) return reset();
      edits.current = next;
      dispatch({ type: 'file-reset', file, edits: next });
      if (!held.current) schedule(next);
    },
    [reset, schedule],
  );

  /**
   * Runs the current files at once: again after a download failed (the last good render stays meanwhile), or a share
   * link's held files on the reader's Run, after which their edits run live.
   */
  const retry = useCallback(() => {
    held.current = false;
    clearTimeout(debounce.current);
    void run(filesWith(edits.current));
  }, [run, filesWith]);

  const onSettled = useCallback((version: number) => dispatch({ type: 'settled', version }), []);
  const onError = useCallback((thrown: unknown, version: number) => dispatch({ type: 'threw', error: formatRuntimeError(thrown), version }), []);

  // Errors thrown by the edited demo outside React's reach (event handlers, timers) land on window;
  // they are shown like the others instead of surfacing as uncaught page errors.
  const { candidate } = state;
  useEffect(() => {
    if (!candidate) return;
    const files = liveSourceUrl(demoId, '');
    const onWindowError = (event: ErrorEvent) => {
      if (!isFromLiveDemo(event.error, files)) return;
      event.preventDefault();
      dispatch({ type: 'threw', error: formatRuntimeError(event.error) });
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (!isFromLiveDemo(event.reason, files)) return;
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
    /** The reader's edits by file name; undefined while every file is the original. */
    edits: state.edits,
    edited: state.edits !== undefined,
    resets: state.resets,
    fileResets: state.fileResets,
    edit,
    addFile,
    removeFile,
    resetFile,
    retry,
    reset,
    hold,
    origin: originOfEdits,
    candidate,
    good: state.good,
    error: state.error,
    stale: state.stale,
    notices: state.notices,
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
