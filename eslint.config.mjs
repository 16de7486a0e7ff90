import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import importPlugin from 'eslint-plugin-import';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Every import is declared in package.json; the site's own code (app, components, lib, workers, demos) may
  // use only `dependencies`, so a production install builds it. lib/quality/ holds the checks the tests run
  // over the built site. Type-only imports are left to the type checker.
  {
    plugins: { import: importPlugin },
    rules: {
      'import/no-extraneous-dependencies': [
        'error',
        {
          devDependencies: [
            '__tests__/**',
            'e2e/**',
            'scripts/**',
            'bench/**',
            'lib/quality/**',
            'jest.*',
            'playwright*.config.ts',
            'eslint.config.mjs',
            '.htmlvalidate.mjs',
          ],
        },
      ],
    },
  },
  // CommonJS on purpose: the Playwright config (compiled as CommonJS) and ESM scripts both load it.
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Playwright fixtures take a callback named `use`, which is not a React hook.
  { files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  globalIgnores([
    '.next/**',
    'out/**',
    '.generated/**',
    'node_modules/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    '*.tmp.mjs',
    'public/live/**',
  ]),
]);
