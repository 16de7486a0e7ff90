/**
 * Sandbox export figures, from one run of the export check (scripts/sandbox-exports.ts): demos whose
 * export installs, type-checks, builds and renders; the edited run; install, tsc and Vite time per
 * dependency set; the whole check's time; and each demo's export size.
 */
import { checkSandboxExports } from '../scripts/sandbox-exports.ts';

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** Rows for the bench table, and a per-demo size table printed after it. */
export async function benchSandbox(root) {
  const report = await checkSandboxExports({ root, log: (line) => console.log(`sandbox: ${line}`) });
  const demos = report.results.filter((result) => !result.edited);
  const passing = demos.filter((result) => result.ok).length;
  const editedOk = report.results.some((result) => result.edited && result.ok);
  // A set is named by what it adds to the packages every set shares (rc-table, React, the build tools).
  const shared = Object.keys(report.sets[0]?.dependencies ?? {}).filter((name) => report.sets.every((set) => name in set.dependencies));
  const rows = [
    [
      'sandbox exports: demos passing npm install, tsc, vite build and Chromium',
      `${passing} of ${demos.length}`,
      'all',
      demos.length > 0 && passing === demos.length,
    ],
    ['sandbox exports: edited index.tsx travels (built page shows the edit)', editedOk ? 'yes' : 'no', 'yes', editedOk],
    [
      `sandbox exports: whole check (${report.sets.length} dependency sets, ${report.results.length} projects)`,
      `${report.seconds.toFixed(1)} s`,
      '< 300 s',
      report.seconds < 300,
    ],
    ...report.sets.map((set) => {
      const added = Object.keys(set.dependencies).filter((name) => !shared.includes(name));
      return [
        `sandbox set ${added.length > 0 ? `+ ${added.join(', ')}` : '(shared packages only)'}: npm install / tsc / vite build, ${set.projects} project${set.projects === 1 ? '' : 's'}`,
        `${set.installSeconds.toFixed(1)} / ${set.tscSeconds.toFixed(1)} / ${set.viteSeconds.toFixed(1)} s`,
        '—',
        true,
      ];
    }),
  ];
  const sizes = [
    'sandbox export size per demo: project files (what StackBlitz gets) / CodeSandbox `parameters` (LZ, base64)',
    ...report.sizes.map(({ id, projectBytes, codeSandboxBytes }) => `${id.padEnd(30)} ${kb(projectBytes).padStart(9)} / ${kb(codeSandboxBytes).padStart(9)}`),
  ];
  return { rows, sizes };
}
