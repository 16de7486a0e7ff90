import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // CommonJS on purpose: the Playwright config (compiled as CommonJS) and ESM scripts both load it.
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Playwright fixtures take a callback named `use`, which is not a React hook.
  { files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  globalIgnores(['.next/**', 'out/**', '.generated/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', '*.tmp.mjs']),
]);
