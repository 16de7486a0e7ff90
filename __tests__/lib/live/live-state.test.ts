import type { ComponentType } from 'react';
import type { LiveError } from '@/lib/live/errors';
import { initialLiveState, liveReducer, type LiveAction, type LiveState } from '@/lib/live/live-state';

const First: ComponentType = () => null;
const Second: ComponentType = () => null;
const compileError: LiveError = { kind: 'compile', message: 'index.tsx, line 1, column 5: Unexpected token' };
const runtimeError: LiveError = { kind: 'runtime', message: 'x is not defined' };
const compiled = (Component: ComponentType, notices: string[] = []): LiveAction => ({ type: 'compiled', Component, notices });
const play = (...actions: LiveAction[]) => actions.reduce<LiveState>(liveReducer, initialLiveState());

describe('liveReducer', () => {
  it('starts from the original files (no edit held) with nothing compiled', () => {
    expect(initialLiveState()).toEqual({ notices: [], stale: false, slow: false, versions: 0, resets: 0, fileResets: {} });
  });

  it('changes only the files on an edit: the compile comes after the debounce', () => {
    expect(play({ type: 'edited', edits: { 'index.tsx': 'edited' } })).toEqual({ ...initialLiveState(), edits: { 'index.tsx': 'edited' } });
  });

  it('holds no edits once every file is back to the original', () => {
    expect(play({ type: 'edited', edits: { 'index.tsx': 'edited' } }, { type: 'edited', edits: undefined }).edits).toBeUndefined();
  });

  it('counts the resets of one file, keeping the other edits', () => {
    const state = play(
      { type: 'edited', edits: { 'index.tsx': 'a', 'util.ts': 'b' } },
      { type: 'file-reset', file: 'util.ts', edits: { 'index.tsx': 'a' } },
      { type: 'file-reset', file: 'util.ts', edits: { 'index.tsx': 'a' } },
    );
    expect(state).toMatchObject({ edits: { 'index.tsx': 'a' }, fileResets: { 'util.ts': 2 }, resets: 0 });
  });

  it('makes each compiled run the candidate with a new version and its notices, and clears the error and Loading...', () => {
    const state = play(
      { type: 'failed', error: compileError },
      { type: 'slow' },
      compiled(First),
      compiled(Second, ['Styles from ./a.less are not loaded here.']),
    );
    expect(state).toMatchObject({
      candidate: { Component: Second, version: 2 },
      error: undefined,
      notices: ['Styles from ./a.less are not loaded here.'],
      slow: false,
      versions: 2,
    });
  });

  it('keeps the last good render when a run fails, and shows the error', () => {
    const state = play(compiled(First), { type: 'settled', version: 1 }, { type: 'slow' }, { type: 'failed', error: compileError });
    expect(state).toMatchObject({ good: { Component: First, version: 1 }, error: compileError, stale: true, slow: false });
    expect(liveReducer(state, compiled(Second)).stale).toBe(false);
  });

  it('takes a settled version as the good one only while it is still the candidate', () => {
    const state = play(compiled(First), compiled(Second), { type: 'settled', version: 1 });
    expect(state.good).toBeUndefined();
    expect(liveReducer(state, { type: 'settled', version: 2 }).good).toEqual({ Component: Second, version: 2 });
  });

  it('shows an error the edited demo throws, unless a newer version replaced the one that threw', () => {
    // From an event handler: the version on show is still the latest.
    expect(play(compiled(First), { type: 'threw', error: runtimeError })).toMatchObject({ error: runtimeError, stale: false });
    // From its render: an older render stands in.
    expect(play(compiled(First), { type: 'threw', error: runtimeError, version: 1 })).toMatchObject({ error: runtimeError, stale: true });
    expect(play(compiled(First), compiled(Second), { type: 'threw', error: runtimeError, version: 1 }).error).toBeUndefined();
  });

  it('resets to the original files, counts the reset and never hands a version number out twice', () => {
    const state = play({ type: 'edited', edits: { 'index.tsx': 'edited' } }, compiled(First), { type: 'threw', error: runtimeError }, { type: 'reset' });
    expect(state).toEqual({ ...initialLiveState(), versions: 1, resets: 1 });
    expect(liveReducer(state, compiled(Second)).candidate?.version).toBe(2);
  });
});
