import { SHARE_LIMITS } from '@/lib/live/share';
import { randomText, seededRandom } from '@/lib/quality/seeded-random';
import { importSpecifiers } from '@/lib/sandbox/import-specifiers';
import { undeclaredImports, withImportedPackages } from '@/lib/sandbox/imported-packages';

/** The pattern the scan reads as (its doc comment): the reference for small texts, where its backtracking costs nothing. */
const PATTERN = /(?:^|[\s;])(?:import|export)\s*(?:[^'";]*?\sfrom\s*)?['"]([^'"\s]+)['"]/g;
const byPattern = (text: string) => [...text.matchAll(PATTERN)].map(([, specifier]) => specifier);

describe('importSpecifiers', () => {
  it('reads imports, side-effect imports and re-exports, in order', () => {
    const text =
      "import cx from 'classnames';\nimport './look.css';\nexport { x } from \"./x\";\nimport type { T } from '@/t';import{a} from 'b'\nconst s = 'import';\n";
    expect(importSpecifiers(text)).toEqual(['classnames', './look.css', './x', '@/t', 'b']);
  });

  it('reads every text as the pattern does: 3,000 seeded random texts of the pieces imports are made of', () => {
    const random = seededRandom(44);
    const pieces = [
      'import',
      'export',
      ' from ',
      'from',
      ' ',
      '\n',
      '\t',
      '\u00a0',
      ';',
      "'",
      '"',
      'a',
      'rc-table',
      './x',
      '{ y }',
      '*',
      'type ',
      ',',
      'x',
      '/',
    ];
    const differing: string[] = [];
    for (let index = 0; index < 3000; index += 1) {
      const text = randomText(random, pieces, 1 + Math.floor(random() * 40));
      if (JSON.stringify(importSpecifiers(text)) !== JSON.stringify(byPattern(text))) differing.push(JSON.stringify(text));
    }
    expect(differing).toEqual([]);
  });

  // The largest text a share link can carry, in the shapes that made the pattern go over the rest of the text again and
  // again. The pattern took 7.6 s for the first of them at a quarter of this size; the scan takes a few milliseconds.
  // The limit only tells a hang from an answer: it is hundreds of times what the scan needs on a slow machine.
  it('scans the largest text a share link carries, in every shape that made the pattern backtrack, without hanging', () => {
    const HANG_MS = 2000;
    const size = SHARE_LIMITS.textBytes;
    const shapes = {
      'one import, then spaces': `import${' '.repeat(size)}`,
      'imports without quotes': 'import '.repeat(size / 7),
      'imports and froms without quotes': 'import x from '.repeat(size / 14),
      'imports on lines of their own': 'import\n'.repeat(size / 7),
      'semicolons in a quoted name': `import x from '${'import;'.repeat(size / 7)}`,
    };
    const slow: string[] = [];
    for (const [shape, text] of Object.entries(shapes)) {
      const start = performance.now();
      withImportedPackages({ dependencies: {}, devDependencies: {} }, { 'index.tsx': text }, { 'rc-table': '7.55.1' });
      undeclaredImports({ 'package.json': '{}', 'src/App.tsx': text });
      const took = performance.now() - start;
      if (took > HANG_MS) slow.push(`${shape}: ${Math.round(took)} ms`);
    }
    expect(slow).toEqual([]);
  });
});
