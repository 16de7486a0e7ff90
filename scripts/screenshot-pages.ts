/**
 * Screenshots of every audited page (e2e/layout/pages.ts) at 375 and 1280 px, light and dark, from the built out/, for
 * looking at the site as readers do: `npx tsx scripts/screenshot-pages.ts [--out dir] [--only /demo/simple,/en]`.
 * Writes `<dir>/<width>-<theme>/<page>.png` (default dir test-results/screenshots, not committed). Serves out/ with
 * the preview server on PORT (default 4199), in Debian's Chromium with an English browser (the English hint shows).
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Registry } from '../lib/registry/types';
import { site } from '../lib/site';
import { sitePages } from '../e2e/layout/pages';
import { createPreviewServer } from './preview-server.mjs';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.cjs';

const root = path.join(__dirname, '..');
const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const outDir = path.resolve(option('out') ?? path.join(root, 'test-results', 'screenshots'));
const registry = JSON.parse(fs.readFileSync(path.join(root, '.generated', 'registry.json'), 'utf8')) as Registry;
const only = option('only')?.split(',');
const pages = sitePages(registry)
  .filter((page) => page.audit)
  .map((page) => page.path)
  .filter((page) => !only || only.includes(page));

async function main(): Promise<void> {
  const server = createPreviewServer(path.join(root, 'out'));
  await new Promise<void>((resolve) => server.listen(Number(process.env.PORT ?? 4199), '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({ locale: 'en-US' });
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [site.colorStorageKey, theme] as const);
      const page = await context.newPage();
      for (const address of pages) {
        await page.setViewportSize({ width: 375, height: 800 });
        await page.goto(origin + address);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await page.locator('[data-demo-root]:not([data-hydrated])').first().waitFor({ state: 'detached' });
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          const file = path.join(outDir, `${width}-${theme}`, `${address.replace(/^\//, '').replace(/[/?=~]/g, '_') || 'index'}.png`);
          fs.mkdirSync(path.dirname(file), { recursive: true });
          await page.screenshot({ path: file });
        }
      }
      await context.close();
    }
    console.log(`screenshots: ${pages.length} pages × 2 widths × 2 themes in ${outDir}`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
