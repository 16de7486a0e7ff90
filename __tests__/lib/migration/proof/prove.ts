import { CURRENT_LINE } from '@/lib/lines/lines';
import { fromLine } from '@/lib/migration/packages';
import { readCells, type Cell } from './cells';
import type { ProofDemo } from './demos';
import { renderDemo, type LoadPackage } from './render';
import { typeCheck } from './typecheck';

export interface TypeProof {
  /** `name/file:line:col message` for the migrated demos, against the current line's types (1.x). */
  migrated: string[];
  /** The same for the unmigrated sources against the old line's types (7.x): the control. */
  original: string[];
  seconds: number;
}

/** Both sides of every demo in one program (see `typeCheck`); the folders are the lines' ids. */
export function proveTypes(root: string, demos: readonly ProofDemo[]): TypeProof {
  const started = performance.now();
  const [to, from] = [CURRENT_LINE, fromLine()];
  const result = typeCheck(root, [
    { folder: to, demos: demos.map((demo) => ({ name: demo.name, files: demo.migrated })) },
    { folder: from, demos: demos.map((demo) => ({ name: demo.name, files: demo.original })) },
  ]);
  return { migrated: result.get(to) ?? [], original: result.get(from) ?? [], seconds: (performance.now() - started) / 1000 };
}

/** Why a demo's render says less than it might: its first render, on the server, leaves something out. */
export type LessCompared =
  /** No cell outside the header: the rows are not in the server render. */
  | 'no-rows'
  /** The assistant rewrote or flagged a `fixed`, yet neither render pins a cell (the pins are behind a toggle that starts off). */
  | 'no-pins';

export interface RenderProof {
  name: string;
  original: Cell[];
  migrated: Cell[];
  /** Set when the comparison cannot show all that the demo does; the cells are still compared. */
  less?: LessCompared;
}

/** What of the demo's code the server render exercises, read from both renders and the assistant's findings. */
function lessCompared(demo: ProofDemo, original: Cell[], migrated: Cell[]): LessCompared | undefined {
  const both = [...original, ...migrated];
  if (!both.some((cell) => !cell.head)) return 'no-rows';
  if (demo.rules.has('fixed') && !both.some((cell) => cell.pin !== '')) return 'no-pins';
  return undefined;
}

/**
 * Server-renders a demo as published (with the old line's table) and as migrated (with the current line's), and
 * reads every cell of both. A render that throws throws, naming the demo and the side.
 */
export function proveRender(demo: ProofDemo, load: LoadPackage): RenderProof {
  const render = (side: string, files: ProofDemo['original']) => {
    try {
      return readCells(renderDemo(demo.name, files, load));
    } catch (error) {
      throw new Error(`${demo.name} (${side}) did not render: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  };
  const original = render(fromLine(), demo.original);
  const migrated = render(CURRENT_LINE, demo.migrated);
  const less = lessCompared(demo, original, migrated);
  return { name: demo.name, original, migrated, ...(less ? { less } : {}) };
}

/** A cell as one line, for a diff that reads at a glance: `[head] Name @start`. */
export function describeCell(cell: Cell): string {
  return `${cell.head ? '[head] ' : ''}${cell.text}${cell.pin ? ` @${cell.pin}` : ''}`;
}
