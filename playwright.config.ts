import { defineConfig } from '@playwright/test';
import { HEAVY_WORK_MS, LIGHT_MS, TEST_MS } from './e2e/limits';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/find-chromium.cjs';

// E2E_PORT lets several checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);

/** Browser tests against the built static site (out/) in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  projects: [
    // Everything `npm test` runs against out/; the dev server's test runs alone, by playwright.dev.config.ts.
    { name: 'site', testIgnore: ['dev-overlay.spec.ts', 'smoke.spec.ts'] },
    // `npm run test:quick`'s browser smoke: a page of every template, with every per-page check.
    { name: 'smoke', testMatch: 'smoke.spec.ts' },
  ],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // e2e/limits.ts: an expect waits as long as light work may take unless it follows heavy work and says so.
  timeout: TEST_MS,
  expect: { timeout: LIGHT_MS },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Not test-results/ itself, which Playwright empties at the start: the other suites' reports live there.
  outputDir: 'test-results/playwright',
  webServer: {
    command: `node scripts/preview.mjs --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    // Never another server: one left on the port by another checkout would be tested in this one's place (a whole
    // run once tested an older build that way). A busy port fails the run, naming it; E2E_PORT picks another.
    reuseExistingServer: false,
    // Node's start on a machine still busy with the build: no work of the site's, but no light interaction either.
    timeout: HEAVY_WORK_MS,
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: findTestChromium(),
      args: CHROMIUM_ARGS,
    },
  },
});
