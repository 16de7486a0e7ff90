import type { ComponentType } from 'react';
import type { LiveError } from './errors';

/** One compiled version of an edited demo; the number keys its render. */
export interface LiveVersion {
  Component: ComponentType;
  version: number;
}

/** State of one live-edited demo (SPEC §4). */
export interface LiveState {
  /** The source in the editor; undefined while it is the original (which the page shows, so no state copies it). */
  source?: string;
  /** The newest compiled version: it renders, hidden until it settles. */
  candidate?: LiveVersion;
  /** The last version that rendered without throwing: shown while a newer one fails. */
  good?: LiveVersion;
  /** What went wrong last: a compile, a download or the edited demo itself. */
  error?: LiveError;
  /** A run has taken longer than a moment, so "Loading..." shows. */
  slow: boolean;
  /** Versions handed out so far; never reused, so a render key is never shared by two versions. */
  versions: number;
  /** Resets so far: the key of the editor and the live root, so a reset remounts them from the original. */
  resets: number;
}

export type LiveAction =
  | { type: 'edited'; source: string | undefined }
  | { type: 'slow' }
  | { type: 'compiled'; Component: ComponentType }
  | { type: 'failed'; error: LiveError }
  | { type: 'settled'; version: number }
  | { type: 'threw'; error: LiveError }
  | { type: 'reset' };

export const initialLiveState = (): LiveState => ({ slow: false, versions: 0, resets: 0 });

/**
 * The live demo's state changes: an edit changes the source only (the compile comes after the debounce); a
 * compiled run becomes the candidate and clears the error, a failed one keeps the last good render and shows
 * its error; a candidate that rendered (`settled`) becomes the good one, unless a newer one replaced it; a
 * runtime error is shown; reset goes back to the original source and counts itself, so what it keys remounts.
 */
export function liveReducer(state: LiveState, action: LiveAction): LiveState {
  switch (action.type) {
    case 'edited':
      return { ...state, source: action.source };
    case 'slow':
      return { ...state, slow: true };
    case 'compiled': {
      const version = state.versions + 1;
      return { ...state, slow: false, error: undefined, candidate: { Component: action.Component, version }, versions: version };
    }
    case 'failed':
      return { ...state, slow: false, error: action.error };
    case 'settled':
      return state.candidate?.version === action.version ? { ...state, good: state.candidate } : state;
    case 'threw':
      return { ...state, error: action.error };
    case 'reset':
      return { ...initialLiveState(), versions: state.versions, resets: state.resets + 1 };
  }
}
