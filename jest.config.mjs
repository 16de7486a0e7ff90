import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** ESM-only packages (the unified/remark family and friends) that SWC must transform for Jest. */
const esmPackages = [
  '@mdx-js',
  'unified',
  'bail',
  'trough',
  'vfile[^/]*',
  'unist-[^/]*',
  'mdast-[^/]*',
  'micromark[^/]*',
  'remark-[^/]*',
  'decode-named-character-reference',
  'character-entities[^/]*',
  'character-reference-invalid',
  'is-[^/]*',
  'devlop',
  'ccount',
  'escape-string-regexp',
  'markdown-table',
  'longest-streak',
  'zwitch',
  'github-slugger',
  'estree-util-[^/]*',
  'parse-entities',
  'stringify-entities',
  'space-separated-tokens',
  'comma-separated-tokens',
  'fault',
  'format',
  'react-dnd',
  'react-dnd-html5-backend',
  'dnd-core',
  '@react-dnd',
  // The MDX compiler, for the test that renders compiled MDX headings.
  'markdown-extensions',
  'hast-[^/]*',
  'rehype-[^/]*',
  'recma-[^/]*',
  'estree-[^/]*',
  'property-information',
  'html-void-elements',
  'web-namespaces',
  'collapse-white-space',
  'style-to-[^/]*',
  'inline-style-parser',
  'trim-lines',
  'periscopic',
  'is-reference',
  'astring',
  'ungap-[^/]*',
  '@ungap',
  // The search's word stems.
  'stemmer',
  // Sketch export's SVG optimizer (its browser build).
  'svgo',
];

const config = {
  testEnvironment: 'jsdom',
  // A test's own limit (docs/testing.md, "Time limits"): the slowest take a few seconds on a quiet machine (a table of
  // 40,000 rows in jsdom, one TypeScript program over every demo); room for a machine several times slower or busy
  // with the build beside Jest. A test that hangs still fails.
  testTimeout: 60_000,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testSequencer: '<rootDir>/scripts/jest-sequencer.cjs',
  testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Its package exports only an `import` entry, which Jest's CommonJS resolver does not take.
    '^estree-walker$': '<rootDir>/node_modules/estree-walker/src/index.js',
    // The same for svgo's browser build.
    '^svgo/browser$': '<rootDir>/node_modules/svgo/dist/svgo.browser.js',
  },
};

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'],
  };
}
