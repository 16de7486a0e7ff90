import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { format, resolveConfig } from 'prettier';
import { lineById, type LineId } from '../../lib/lines/lines';
import { COMPONENTS, featuresOn, type MatrixCell, type MatrixComponent, type MatrixFeature, type MatrixRun } from '../../lib/virtual-matrix/keys';
import { matrixDrift } from '../../lib/virtual-matrix/drift';
import { FEATURES_FILE, runFile } from '../../lib/virtual-matrix/read';
import { test } from '../fixtures';
import { MATRIX_PROBES } from './probes';

const root = path.join(__dirname, '..', '..');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;

/** Set to write the fresh run over the committed one (`npm run matrix`) instead of comparing them. */
export const WRITE_MATRIX = process.env.VIRTUAL_MATRIX_WRITE === '1';

/**
 * The matrix as the reader's browser decides it, on the matrix page of a line (its every-page load): each feature's
 * probe on its demo's `Table` half, then its `VirtualTable` half, in the order the features are listed (a demo's
 * probes share its page). The plain table must come out `works`: anything else means the probe or the demo is wrong.
 */
export async function runMatrix(page: Page, line: LineId): Promise<{ run: MatrixRun; problems: string[] }> {
  const { features } = readJson<{ features: MatrixFeature[] }>(FEATURES_FILE);
  const { package: name } = lineById(line);
  const { version } = readJson<{ version: string }>(path.join('node_modules', name, 'package.json'));
  const cells: MatrixRun['cells'] = {};
  const problems: string[] = [];
  for (const feature of featuresOn(features, line)) {
    const probe = MATRIX_PROBES[feature.id];
    if (!probe) {
      problems.push(`${feature.id}: no probe in e2e/virtual-matrix/probes.ts`);
      continue;
    }
    const pair = {} as Record<MatrixComponent, MatrixCell>;
    for (const component of COMPONENTS) {
      const half = page.locator(`section[id="${feature.demo}"] figure`).filter({ has: page.locator('figcaption', { hasText: new RegExp(`^${component}$`) }) });
      await half.scrollIntoViewIfNeeded();
      pair[component] = await half.evaluate(probe);
    }
    if (pair.Table.verdict !== 'works')
      problems.push(`${feature.id} on ${line}: the plain Table came out "${pair.Table.verdict}" (${JSON.stringify(pair.Table.figures)})`);
    cells[feature.id] = pair;
  }
  return { run: { package: name, version, cells }, problems };
}

/**
 * On the matrix page's load: runs the matrix and compares it with the committed one, so an upgrade of either package
 * that changes a cell fails here; with VIRTUAL_MATRIX_WRITE=1 it writes the run instead. Each cell's figures are
 * attached to the test (`matrix` annotations).
 */
export async function checkMatrix(page: Page, line: LineId): Promise<string[]> {
  const { run, problems } = await runMatrix(page, line);
  for (const [feature, pair] of Object.entries(run.cells)) {
    test.info().annotations.push({ type: 'matrix', description: JSON.stringify({ line, feature, ...pair }) });
  }
  if (WRITE_MATRIX) {
    // Written as the repository's formatter writes it, so a fresh run passes `prettier --check`.
    const file = path.join(root, runFile(line));
    fs.writeFileSync(file, await format(JSON.stringify(run, null, 2), { ...(await resolveConfig(file)), parser: 'json' }));
    return problems;
  }
  const committed = readJson<MatrixRun>(runFile(line));
  return [...problems, ...matrixDrift(committed, run).map((drift) => `${runFile(line)}: ${drift} (npm run matrix writes a fresh run)`)];
}
