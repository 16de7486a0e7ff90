/**
 * Live-edit figures in Chromium on /demo/simple: the first edit (the compile worker and Babel load on
 * the way) and later edits, each from the edit to the updated preview.
 */
import fs from 'node:fs';
import { zhCN } from '../lib/messages/zh-CN.ts';

const HEADER = "title: 'Role'";
const LATER_EDITS = 15;

/** Resolves (in the page) with performance.now() when the live preview shows a header cell `text`. */
function watchForHeader(page, text) {
  return page.evaluate(
    (wanted) =>
      new Promise((resolve) => {
        const found = () => [...document.querySelectorAll('#simple [data-live-root] th')].some((cell) => cell.textContent === wanted);
        if (found()) return resolve(performance.now());
        const observer = new MutationObserver(() => {
          if (!found()) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(document.querySelector('#simple [data-demo-area]'), { subtree: true, childList: true, characterData: true });
      }),
    text,
  );
}

/** Replaces the editor text in one input event, as a paste does; returns performance.now() just before. */
async function replaceSource(page, text) {
  await page.keyboard.press('Control+a');
  const at = await page.evaluate(() => performance.now());
  await page.keyboard.insertText(text);
  return at;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export async function benchLiveEdit(browser, baseURL) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${baseURL}/demo/simple`);
  await page.waitForLoadState('networkidle');
  const previewer = page.locator('section[id="simple"]');
  await previewer.getByRole('button', { name: zhCN.showCode }).click();
  const editor = previewer.locator('.cm-content');
  await editor.waitFor();
  const registry = JSON.parse(fs.readFileSync(new URL('../.generated/registry.json', import.meta.url), 'utf8'));
  const original = registry.demos.simple.asset.dependencies['index.tsx'].value;
  await editor.focus();

  // First edit at once: Babel (started on idle when the panel opened) is still loading in the worker.
  const firstDone = watchForHeader(page, 'Edit 0');
  const firstAt = await replaceSource(page, original.replace(HEADER, "title: 'Edit 0'"));
  const first = (await firstDone) - firstAt;

  const later = [];
  for (let i = 1; i <= LATER_EDITS; i += 1) {
    const done = watchForHeader(page, `Edit ${i}`);
    await replaceSource(page, original.replace(HEADER, `title: 'Edit ${i}'`));
    const renderedAt = await done;
    // From the end of the debounce (the mark set when the recompile starts) to the updated preview.
    const runAt = await page.evaluate(() => performance.getEntriesByName('live-demo:run', 'mark').at(-1).startTime);
    later.push(renderedAt - runAt);
  }
  await page.close();
  return { first, laterMedian: median(later), laterMax: Math.max(...later), edits: later.length };
}
