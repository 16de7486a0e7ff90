/**
 * Migration assistant proof figures: the proof `__tests__/lib/migration/examples-proof.test.ts` makes, over every
 * 7.x demo, timed. Each demo's files through `migrate`; one `tsc --strict` program over the migrated demos (against
 * @rc-component/table 1.x) and the unmigrated ones (against rc-table 7, the control); each demo server-rendered on
 * both lines and its cells compared. Outside Jest, packages load through Node's own `require`.
 * `npm run bench` adds its rows; `npx tsx bench/migration-proof.mjs` prints them alone (after the registry build
 * when `.generated/` is missing).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { proofDemos } from '../__tests__/lib/migration/proof/demos.ts';
import { describeCell, proveRender, proveTypes } from '../__tests__/lib/migration/proof/prove.ts';

const seconds = (value) => `${value.toFixed(1)} s`;

/** Rows for the bench table; the demos whose cells differ, or that are compared less, are printed after it. */
export function benchMigrationProof(root) {
  const registry = JSON.parse(fs.readFileSync(path.join(root, '.generated', 'registry.json'), 'utf8'));
  let started = performance.now();
  const demos = proofDemos(registry);
  const migrateSeconds = (performance.now() - started) / 1000;
  const files = demos.reduce((sum, demo) => sum + Object.keys(demo.migrated).length, 0);

  const types = proveTypes(root, demos);

  const load = createRequire(path.join(root, 'package.json'));
  // rc-table's own deprecation warnings for what some demos do on purpose; not what is measured.
  const { error, warn } = console;
  console.error = () => {};
  console.warn = () => {};
  started = performance.now();
  const renders = [];
  try {
    for (const demo of demos) renders.push(proveRender(demo, load));
  } finally {
    Object.assign(console, { error, warn });
  }
  const renderSeconds = (performance.now() - started) / 1000;
  const same = renders.filter((proof) => proof.migrated.map(describeCell).join('\n') === proof.original.map(describeCell).join('\n'));
  const cells = renders.reduce((sum, proof) => sum + proof.original.length, 0);
  const pinned = renders.reduce((sum, proof) => sum + proof.original.filter((cell) => cell.pin !== '').length, 0);
  const less = renders.filter((proof) => proof.less);

  const rows = [
    [`migration proof: migrate every 7.x demo (${demos.length} demos, ${files} files)`, seconds(migrateSeconds), '—', true],
    [`migration proof: tsc --strict, one program (${demos.length} migrated + ${demos.length} unmigrated demos)`, seconds(types.seconds), '—', true],
    [
      'migration proof: diagnostics, migrated on 1.x / unmigrated on 7.x',
      `${types.migrated.length} / ${types.original.length}`,
      '0 / 0',
      types.migrated.length + types.original.length === 0,
    ],
    [`migration proof: server render, both lines (${demos.length * 2} renders)`, seconds(renderSeconds), '—', true],
    [
      `migration proof: demos with the same cells and pins (${cells} cells, ${pinned} pinned)`,
      `${same.length} of ${demos.length}`,
      'all',
      same.length === demos.length,
    ],
    ['migration proof: demos compared less (server render shows less)', String(less.length), '—', true],
  ];
  const notes = [
    ...types.migrated.map((line) => `tsc 1.x: ${line}`),
    ...types.original.map((line) => `tsc 7.x: ${line}`),
    ...renders.filter((proof) => !same.includes(proof)).map((proof) => `cells differ: ${proof.name}`),
    ...less.map((proof) => `compared less: ${proof.name} (${proof.less})`),
  ];
  return { rows, notes };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  if (!fs.existsSync(path.join(root, '.generated', 'registry.json'))) {
    const built = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/build-registry.ts'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the registry build failed');
  }
  const { rows, notes } = benchMigrationProof(root);
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => String(r[i]).length), ['figure', 'measured', 'target'][i].length));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(`\n${line(['figure', 'measured', 'target'])}  met`);
  for (const [name, value, target, met] of rows) console.log(`${line([name, value, target])}  ${met ? 'yes' : 'NO'}`);
  if (notes.length > 0) console.log(`\n${notes.join('\n')}`);
}
