'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { readPickedVersion, subscribePickedVersion } from '@/lib/api/picked-version';
import type { LineId } from '@/lib/lines/lines';

/** The reader's version of the line's package, or null: null on the server and in the first render, so hydration matches. */
export function usePickedVersion(line: LineId, versions?: readonly string[]): string | null {
  const read = useCallback(() => readPickedVersion(line, versions), [line, versions]);
  return useSyncExternalStore(subscribePickedVersion, read, () => null);
}
