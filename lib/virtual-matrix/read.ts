import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { localeIds, type LocaleId } from '../i18n/locales';
import { LINE_IDS, lineById, type LineId } from '../lines/lines';
import { ContentError } from '../registry/errors';
import type { Registry } from '../registry/types';
import { COMPONENTS, VERDICTS, featuresOn, type MatrixRun, type VirtualMatrixFile } from './keys';

/** Where the matrix's rows and each line's run live, relative to the root. */
export const FEATURES_FILE = 'content/virtual-matrix/features.json';
export const runFile = (line: LineId) => `content/virtual-matrix/${line}.json`;

// One label per edition, every edition: the editions table decides the keys, so the type is stated.
const Label = v.object(Object.fromEntries(localeIds().map((locale) => [locale, v.pipe(v.string(), v.nonEmpty())]))) as unknown as v.GenericSchema<
  Record<LocaleId, string>
>;
const Features = v.object({
  $comment: v.optional(v.string()),
  features: v.pipe(
    v.array(
      v.strictObject({
        id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/)),
        demo: v.pipe(v.string(), v.nonEmpty()),
        label: Label,
        lines: v.optional(v.array(v.picklist(LINE_IDS))),
      }),
    ),
    v.minLength(1),
  ),
});
const Cell = v.strictObject({
  verdict: v.picklist(VERDICTS),
  figures: v.record(v.string(), v.union([v.number(), v.string(), v.boolean()])),
});
const Run = v.strictObject({
  package: v.string(),
  version: v.string(),
  cells: v.record(
    v.string(),
    v.strictObject(Object.fromEntries(COMPONENTS.map((component) => [component, Cell])) as Record<(typeof COMPONENTS)[number], typeof Cell>),
  ),
});

function readJson(root: string, file: string): unknown {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) throw new ContentError(file, 'is missing; run `npm run matrix` to write it');
  try {
    return JSON.parse(fs.readFileSync(full, 'utf8'));
  } catch (error) {
    throw new ContentError(file, `is not JSON: ${(error as Error).message}`);
  }
}

function parsed<T extends v.GenericSchema>(schema: T, value: unknown, file: string): v.InferOutput<T> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new ContentError(file, result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; '));
  return result.output;
}

/**
 * The matrix's rows and each line's run, checked against each other and the registry: a row's demo exists on each
 * of its lines, each run has a cell pair for exactly the rows of its line, and ran against the package the line
 * installs. Each problem names its file.
 */
export function readVirtualMatrix(root: string, registry: Registry): VirtualMatrixFile {
  const { features } = parsed(Features, readJson(root, FEATURES_FILE), FEATURES_FILE);
  const ids = new Set<string>();
  for (const feature of features) {
    if (ids.has(feature.id)) throw new ContentError(FEATURES_FILE, `feature "${feature.id}" is listed twice`);
    ids.add(feature.id);
  }
  const lines = Object.fromEntries(
    LINE_IDS.map((line): [LineId, MatrixRun] => {
      for (const feature of featuresOn(features, line)) {
        if (!Object.values(registry.demos).some((demo) => demo.name === feature.demo && demo.line === line)) {
          throw new ContentError(FEATURES_FILE, `feature "${feature.id}": no demo "${feature.demo}" on ${line} (demos/${feature.demo}/)`);
        }
      }
      const file = runFile(line);
      const run = parsed(Run, readJson(root, file), file);
      const expected = featuresOn(features, line).map((feature) => feature.id);
      const missing = expected.filter((id) => !(id in run.cells));
      const extra = Object.keys(run.cells).filter((id) => !expected.includes(id));
      if (missing.length > 0 || extra.length > 0) {
        throw new ContentError(
          file,
          [missing.length ? `no cells for ${missing.join(', ')}` : '', extra.length ? `cells for features not on ${line}: ${extra.join(', ')}` : '']
            .filter(Boolean)
            .join('; ') + '; run `npm run matrix` to write it again',
        );
      }
      if (run.package !== lineById(line).package) throw new ContentError(file, `ran against ${run.package}, but ${line} is ${lineById(line).package}`);
      return [line, run];
    }),
  ) as Record<LineId, MatrixRun>;
  return { features, lines };
}
