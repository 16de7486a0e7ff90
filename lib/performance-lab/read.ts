import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { LINE_IDS, type LineId } from '../lines/lines';
import { ContentError } from '../registry/errors';
import type { LabMeasured } from './keys';

/** Where `npm run bench:lab` writes the lab's figures, relative to the root. */
export const MEASURED_FILE = 'content/performance-lab/measured.json';

const figure = v.pipe(v.number(), v.minValue(0));
const Run = v.strictObject({
  component: v.picklist(['Table', 'VirtualTable']),
  rows: v.pipe(v.number(), v.integer(), v.minValue(1)),
  firstCommit: figure,
  firstPaint: figure,
  rerenderCommit: figure,
  rerenderPaint: figure,
  cellsRerendered: v.pipe(v.number(), v.integer(), v.minValue(0)),
  scrollMedian: figure,
  worstFrame: figure,
});
const Measured = v.object({
  $comment: v.optional(v.string()),
  date: v.pipe(v.string(), v.isoDate()),
  machine: v.pipe(v.string(), v.nonEmpty()),
  settings: v.pipe(v.string(), v.nonEmpty()),
  lines: v.object(Object.fromEntries(LINE_IDS.map((line) => [line, v.pipe(v.array(Run), v.minLength(1))]))),
});

/** The lab's measured figures, checked; a missing, malformed or partial file fails the build naming it. */
export function readLabMeasured(root: string): LabMeasured {
  const full = path.join(root, MEASURED_FILE);
  if (!fs.existsSync(full)) throw new ContentError(MEASURED_FILE, 'is missing; run `npm run build` and then `npm run bench:lab` to write it');
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(full, 'utf8'));
  } catch (error) {
    throw new ContentError(MEASURED_FILE, `is not JSON: ${(error as Error).message}`);
  }
  const result = v.safeParse(Measured, value);
  if (!result.success) throw new ContentError(MEASURED_FILE, result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; '));
  const { date, machine, settings, lines } = result.output;
  return { date, machine, settings, lines: lines as Record<LineId, LabMeasured['lines'][LineId]> };
}
