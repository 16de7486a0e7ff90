import { CURRENT_LINE, LINE_IDS, lineById, type LineId } from '../lines/lines';

/** How a package moved between the lines, which decides the words a change is explained with. */
export type PackageMove = 'table' | 'dependency' | 'family';

export interface MovedPackage {
  from: string;
  to: string;
  move: PackageMove;
}

/** The line code is migrated from: the one whose banner links the migration guide (7.x). */
export function fromLine(): LineId {
  const line = LINE_IDS.find((id) => lineById(id).migrationGuide !== undefined);
  if (line === undefined) throw new Error('No line names a migration guide (migrationGuide in lib/lines/lines.ts)');
  return line;
}

/**
 * The packages that moved from `fromLine()` to the current line, read from the lines' data (`lib/lines/lines.ts`):
 * the table itself, the helpers the demos import (`imports`) and the table's own dependencies that were replaced
 * (`replacedDependencies`). Longest names first, so `rc-table` never matches inside a longer name.
 */
export function movedPackages(): MovedPackage[] {
  const from = lineById(fromLine());
  const to = lineById(CURRENT_LINE);
  const moves: MovedPackage[] = [
    ...Object.entries(to.imports).map(([name, target]): MovedPackage => ({ from: name, to: target, move: name === from.package ? 'table' : 'family' })),
    ...Object.entries(to.replacedDependencies ?? {}).map(([name, target]): MovedPackage => ({ from: name, to: target, move: 'dependency' })),
  ];
  return moves.sort((a, b) => b.from.length - a.from.length);
}

/** The path a module specifier names inside package `name` (`rc-table/lib/x` → `/lib/x`, `rc-table` → ''), if it names that package. */
export function packagePath(specifier: string, name: string): string | undefined {
  return specifier === name || specifier.startsWith(`${name}/`) ? specifier.slice(name.length) : undefined;
}

/** The package a module specifier names, and the path after it: `rc-table/lib/x` → rc-table and `/lib/x`. */
export function splitSpecifier(specifier: string, moves: readonly MovedPackage[]): { moved: MovedPackage; subpath: string } | undefined {
  for (const moved of moves) {
    const subpath = packagePath(specifier, moved.from);
    if (subpath !== undefined) return { moved, subpath };
  }
  return undefined;
}

/** The guide's route on the current line (`/migration`), as the old line's banner links it. */
export function migrationGuideRoute(): string {
  const route = lineById(fromLine()).migrationGuide;
  if (route === undefined) throw new Error('The line to migrate from names no migration guide');
  return route;
}

/** The table's package on each side of the migration. */
export function tablePackages(): { from: string; to: string } {
  return { from: lineById(fromLine()).package, to: lineById(CURRENT_LINE).package };
}
