import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The dev-server test (e2e/dev-overlay.spec.ts) on its own, after the browser tests of out/: `next dev` compiles
 * for minutes on a busy machine, which would slow every test running beside it. It starts its own server.
 */
export default defineConfig({
  ...base,
  projects: [{ name: 'dev', testMatch: 'dev-overlay.spec.ts' }],
  workers: 1,
  webServer: undefined,
  reporter: [['list'], ['json', { outputFile: 'test-results/dev.json' }]],
  outputDir: 'test-results/playwright-dev',
});
