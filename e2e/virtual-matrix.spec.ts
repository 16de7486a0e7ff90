import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { LocaleId } from '../lib/i18n/locales';
import { LINE_IDS, type LineId } from '../lib/lines/lines';
import { sitePath, standaloneDemoId } from '../lib/lines/paths';
import { messagesFor } from '../lib/messages';
import { virtualMatrixMessagesFor } from '../lib/messages/virtual-matrix';
import { COMPONENTS, MATRIX_ROUTE, featuresOn, type MatrixComponent, type VirtualMatrixFile } from '../lib/virtual-matrix/keys';
import { expect, test } from './fixtures';
import { gotoHydrated, readRegistry, waitForElementHydration } from './helpers';
import { heavy } from './limits';

const matrix = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '.generated', 'virtual-matrix.json'), 'utf8')) as VirtualMatrixFile;
const registry = readRegistry();

/** A small seeded generator (mulberry32), so a run's picks can be repeated with its seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Pick {
  line: LineId;
  locale: LocaleId;
  feature: string;
  component: MatrixComponent;
}

const pagePath = ({ line, locale }: Pick) => sitePath(MATRIX_ROUTE, line, locale);

/**
 * The matrix's promise to a reader: a cell opens the demo of that feature, where that component renders it, live.
 * Three cells, picked at random from every line and edition (MATRIX_SEED repeats a run's picks; the seed is
 * attached), are each clicked; the page must bring the feature's demo into view with the component's half showing its
 * table, and an edit of the first one's code must show in the live demo.
 */
test('three matrix cells picked at random each open a live demo of that feature with that component', async ({ page }) => {
  const seed = Number(process.env.MATRIX_SEED ?? Date.now() % 100000);
  test.info().annotations.push({ type: 'seed', description: String(seed) });
  const next = random(seed);
  const cells: Pick[] = LINE_IDS.flatMap((line) =>
    (['zh-CN', 'en'] as const).flatMap((locale) =>
      featuresOn(matrix.features, line).flatMap((feature) => COMPONENTS.map((component) => ({ line, locale, feature: feature.id, component }))),
    ),
  );
  const picks = [0, 1, 2].map(() => cells.splice(Math.floor(next() * cells.length), 1)[0]);
  test.info().annotations.push({ type: 'picks', description: JSON.stringify(picks) });
  // Each opened; the first one's code edited too (Babel loads once per page, and one edit shows the demo is live).
  for (const [index, pick] of picks.entries()) await openCell(page, pick, index === 0);
});

async function openCell(page: Page, pick: Pick, edit: boolean): Promise<void> {
  const feature = matrix.features.find((row) => row.id === pick.feature);
  if (!feature) throw new Error(`no feature ${pick.feature}`);
  const texts = virtualMatrixMessagesFor(pick.locale);
  const { verdict } = matrix.lines[pick.line].cells[pick.feature][pick.component];
  await gotoHydrated(page, pagePath(pick));
  const cell = page.getByRole('link', { name: texts.cellLabel(feature.label[pick.locale], pick.component, texts.verdicts[verdict]), exact: true });
  await cell.click();
  await expect(page).toHaveURL(new RegExp(`#${feature.demo}$`));
  const previewer = page.locator(`section[id="${feature.demo}"]`);
  await expect(previewer).toBeInViewport();
  const half = previewer.locator('[data-demo-area] figure').filter({ has: page.getByText(pick.component, { exact: true }) });
  await expect(half.getByRole('columnheader').first()).toBeVisible();
  if (!edit) return;

  // Live: the demo's code, edited, renders the edit.
  const demoId = standaloneDemoId(feature.demo, pick.line);
  const source = registry.demos[demoId].asset.dependencies['index.tsx'];
  if (source.type !== 'FILE') throw new Error(`${demoId} has no entry file`);
  const messages = messagesFor(pick.locale);
  const toggle = previewer.getByRole('button', { name: messages.showCode });
  await waitForElementHydration(toggle);
  await toggle.click();
  const editor = previewer.getByRole('textbox', { name: messages.editorLabel('index.tsx') });
  await expect(editor).toBeVisible(heavy);
  await editor.focus();
  await editor.press('ControlOrMeta+a');
  await page.keyboard.insertText(source.value.replace(`<figcaption>${pick.component}</figcaption>`, `<figcaption>${pick.component} (edited)</figcaption>`));
  const edited = previewer.locator('[data-live-root] figure').filter({ has: page.getByText(`${pick.component} (edited)`, { exact: true }) });
  await expect(edited.getByRole('columnheader').first()).toBeVisible(heavy);
}
