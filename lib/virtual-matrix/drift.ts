import { COMPONENTS, type MatrixRun } from './keys';

/** The cells that differ between two runs of a line, and a changed package version; figures are the run's record, not compared. */
export function matrixDrift(committed: MatrixRun, fresh: MatrixRun): string[] {
  const drift = committed.version === fresh.version ? [] : [`${fresh.package} is ${fresh.version}, the matrix was checked on ${committed.version}`];
  for (const id of new Set([...Object.keys(committed.cells), ...Object.keys(fresh.cells)])) {
    for (const component of COMPONENTS) {
      const was = committed.cells[id]?.[component]?.verdict;
      const now = fresh.cells[id]?.[component]?.verdict;
      if (was !== now)
        drift.push(
          `${id}, ${component}: committed "${was ?? 'none'}", this run "${now ?? 'none'}" (${JSON.stringify(fresh.cells[id]?.[component]?.figures ?? {})})`,
        );
    }
  }
  return drift;
}
