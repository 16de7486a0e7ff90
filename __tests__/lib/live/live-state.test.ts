import type { ComponentType } from 'react';
import type { LiveError } from '@/lib/live/errors';
import { initialLiveState, liveReducer, type LiveAction, type LiveState } from '@/lib/live/live-state';

const First: ComponentType = () => null;
const Second: ComponentType = () => null;
const compileError: LiveError = { kind: 'compile', message: 'Unexpected token (1:5)' };
const runtimeError: LiveError = { kind: 'runtime', message: 'x is not defined' };
const play = (...actions: LiveAction[]) => actions.reduce<LiveState>(liveReducer, initialLiveState());

describe('liveReducer', () => {
  it('starts from the original source (no edit held) with nothing compiled', () => {
    expect(initialLiveState()).toEqual({ slow: false, versions: 0, resets: 0 });
  });

  it('changes only the source on an edit: the compile comes after the debounce', () => {
    expect(play({ type: 'edited', source: 'edited' })).toEqual({ source: 'edited', slow: false, versions: 0, resets: 0 });
  });

  it('holds no source once an edit is back to the original', () => {
    expect(play({ type: 'edited', source: 'edited' }, { type: 'edited', source: undefined }).source).toBeUndefined();
  });

  it('makes each compiled run the candidate with a new version, and clears the error and Loading...', () => {
    const state = play(
      { type: 'failed', error: compileError },
      { type: 'slow' },
      { type: 'compiled', Component: First },
      { type: 'compiled', Component: Second },
    );
    expect(state).toMatchObject({ candidate: { Component: Second, version: 2 }, error: undefined, slow: false, versions: 2 });
  });

  it('keeps the last good render when a run fails, and shows the error', () => {
    const state = play({ type: 'compiled', Component: First }, { type: 'settled', version: 1 }, { type: 'slow' }, { type: 'failed', error: compileError });
    expect(state).toMatchObject({ good: { Component: First, version: 1 }, error: compileError, slow: false });
  });

  it('takes a settled version as the good one only while it is still the candidate', () => {
    const state = play({ type: 'compiled', Component: First }, { type: 'compiled', Component: Second }, { type: 'settled', version: 1 });
    expect(state.good).toBeUndefined();
    expect(liveReducer(state, { type: 'settled', version: 2 }).good).toEqual({ Component: Second, version: 2 });
  });

  it('shows an error the edited demo throws', () => {
    expect(play({ type: 'compiled', Component: First }, { type: 'threw', error: runtimeError }).error).toEqual(runtimeError);
  });

  it('resets to the original source, counts the reset and never hands a version number out twice', () => {
    const state = play({ type: 'edited', source: 'edited' }, { type: 'compiled', Component: First }, { type: 'threw', error: runtimeError }, { type: 'reset' });
    expect(state).toEqual({ slow: false, versions: 1, resets: 1 });
    expect(liveReducer(state, { type: 'compiled', Component: Second }).candidate?.version).toBe(2);
  });
});
