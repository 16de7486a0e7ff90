/** The outcome of one run: its value, or `stale` when a later run started before it settled. */
export type LatestOutcome<R> = { stale: false; value: R } | { stale: true };

/**
 * Wraps an async job so that only the most recently started run reports its value. An earlier run that
 * settles later (results can arrive out of order) reports `stale`, so it can never replace a newer one.
 * A rejection of the latest run rejects; a rejection of a superseded run is swallowed as `stale`.
 */
export function latestOnly<I, R>(job: (input: I) => Promise<R>): (input: I) => Promise<LatestOutcome<R>> {
  let latest = 0;
  return async (input) => {
    const ticket = ++latest;
    try {
      const value = await job(input);
      return ticket === latest ? { stale: false, value } : { stale: true };
    } catch (error) {
      if (ticket !== latest) return { stale: true };
      throw error;
    }
  };
}
