import type { ComponentType } from 'react';
import type { LiveError } from './errors';

/** One compiled version of an edited demo; the number keys its render. */
export interface LiveVersion {
  Component: ComponentType;
  version: number;
}

/** The reader's files that differ from the demo's: edited ones and added ones, by name. */
export type LiveEdits = Readonly<Record<string, string>>;

/**
 * Whose code the edits are (docs/decisions.md, "Share links"): code that came from someone else, a share link's or the
 * migration assistant's rewrite of pasted code, runs only on the reader's Run, in the page it is pressed in.
 */
export type HeldOrigin = 'link' | 'migration';
export type EditOrigin = 'reader' | HeldOrigin;

/** State of one live-edited demo (SPEC §4). */
export interface LiveState {
  /** The reader's edits; undefined while every file is the original (which the page shows, so no state copies it). */
  edits?: LiveEdits;
  /** The newest compiled version: it renders, hidden until it settles. */
  candidate?: LiveVersion;
  /** The last version that rendered without throwing: shown while a newer one fails. */
  good?: LiveVersion;
  /** What went wrong last: a compile, an import, a download or the edited demo itself. */
  error?: LiveError;
  /**
   * The reader's latest code is not what shows: it did not compile (or load), or its render threw, so an older
   * render (the last good one, or the page's own) stands in. An error of an event handler leaves it false.
   */
  stale: boolean;
  /** What the reader should know about the version that runs (a stylesheet the site cannot load). */
  notices: string[];
  /** A run has taken longer than a moment, so "Loading..." shows. */
  slow: boolean;
  /** Versions handed out so far; never reused, so a render key is never shared by two versions. */
  versions: number;
  /** Resets so far: the key of the editors and the live root, so a reset remounts them from the original. */
  resets: number;
  /** Per file, its own resets so far: the key of its editor, so resetting one file remounts that editor only. */
  fileResets: Readonly<Record<string, number>>;
}

export type LiveAction =
  | { type: 'edited'; edits: LiveEdits | undefined }
  | { type: 'file-reset'; file: string; edits: LiveEdits }
  | { type: 'slow' }
  | { type: 'compiled'; Component: ComponentType; notices: string[] }
  | { type: 'failed'; error: LiveError }
  | { type: 'settled'; version: number }
  /** The demo threw: the version that did, when it was a render (a late report of a replaced version is dropped). */
  | { type: 'threw'; error: LiveError; version?: number }
  | { type: 'reset' };

export const initialLiveState = (): LiveState => ({ notices: [], stale: false, slow: false, versions: 0, resets: 0, fileResets: {} });

/**
 * The live demo's state changes: an edit changes the files only (the compile comes after the debounce), and so
 * does resetting one file while others stay edited; a compiled run becomes the candidate and clears the error, a
 * failed one keeps the last good render and shows its error; a candidate that rendered (`settled`) becomes the
 * good one, unless a newer one replaced it; a runtime error is shown (a render's marks the render on show as
 * stale); reset goes back to the original files and counts itself, so what it keys remounts.
 */
export function liveReducer(state: LiveState, action: LiveAction): LiveState {
  switch (action.type) {
    case 'edited':
      return { ...state, edits: action.edits };
    case 'file-reset':
      return { ...state, edits: action.edits, fileResets: { ...state.fileResets, [action.file]: (state.fileResets[action.file] ?? 0) + 1 } };
    case 'slow':
      return { ...state, slow: true };
    case 'compiled': {
      const version = state.versions + 1;
      return {
        ...state,
        slow: false,
        error: undefined,
        stale: false,
        notices: action.notices,
        candidate: { Component: action.Component, version },
        versions: version,
      };
    }
    case 'failed':
      return { ...state, slow: false, error: action.error, stale: true };
    case 'settled':
      return state.candidate?.version === action.version ? { ...state, good: state.candidate } : state;
    case 'threw':
      if (action.version === undefined) return { ...state, error: action.error };
      return action.version === state.candidate?.version ? { ...state, error: action.error, stale: true } : state;
    case 'reset':
      return { ...initialLiveState(), versions: state.versions, resets: state.resets + 1 };
  }
}
