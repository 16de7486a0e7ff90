import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import LZString from 'lz-string';
import { liveCheck } from './checks/live';
import { runCheck } from './checks/playwright';
import { expect, test } from './fixtures';
import { expectResponsive, gotoHydrated, messages, readRegistry, waitForElementHydration } from './helpers';
import { heavy } from './limits';

/** The simple demo's entry as a line shows it (`simple` is 1.x's, `7.x-simple` 7.x's). */
const sourceOf = (id: string) => {
  const entry = readRegistry().demos[id].asset.dependencies['index.tsx'];
  if (entry.type !== 'FILE') throw new Error(`the ${id} demo has no entry file`);
  return entry.value;
};
const simpleSource = sourceOf('simple');

/** Opens the simple demo's code panel (on /demo/simple, or another line's page) and waits for the editor; returns the previewer. */
async function openSimpleEditor(page: Page, pagePath = '/demo/simple'): Promise<Locator> {
  await gotoHydrated(page, pagePath);
  const previewer = page.locator('section[id="simple"]');
  const toggle = previewer.getByRole('button', { name: messages.showCode });
  await waitForElementHydration(toggle);
  await toggle.click();
  await expect(previewer.getByRole('textbox', { name: messages.editorLabel('index.tsx') })).toBeVisible(heavy);
  return previewer;
}

/** Replaces the whole editor text the way a paste does. */
async function setSource(previewer: Locator, text: string): Promise<void> {
  const editor = previewer.getByRole('textbox', { name: messages.editorLabel('index.tsx') });
  await editor.focus();
  await editor.press('ControlOrMeta+a');
  await editor.page().keyboard.insertText(text);
}

const demoArea = (previewer: Locator) => previewer.locator('[data-demo-area]');
const liveArea = (previewer: Locator) => previewer.locator('[data-live-root]');

// A typed edit shows and its own state works; a syntax error names its line and keeps the last table; the page answers:
// the check Firefox and WebKit run too.
test(liveCheck.name, ({ page, baseURL }) => runCheck(liveCheck, page, baseURL));

test('an import of an undeclared package says "Cannot find module"', async ({ page }) => {
  const previewer = await openSimpleEditor(page);
  await setSource(previewer, `import leftPad from 'left-pad';\n${simpleSource.replace("title: 'Role'", 'title: leftPad("Role", 8)')}`);

  await expect(previewer.getByRole('alert')).toContainText(messages.cannotFindModule('left-pad'), heavy);
  // Nothing rendered from the failed edit: the original table is still there.
  await expect(demoArea(previewer).getByRole('columnheader', { name: 'Role' })).toBeVisible();
});

// How long the guard lets a demo run is the loop guard's own rule, with its unit tests (__tests__/lib/live/); here, that
// the reader sees its message and the page goes on.
test('an endless loop is stopped with an error, and the page keeps responding', async ({ page }) => {
  const previewer = await openSimpleEditor(page);
  // A first edit that renders: the compiler has loaded, so the error below comes from the loop guard.
  await setSource(previewer, simpleSource.replace("title: 'City'", "title: 'Town'"));
  await expect(liveArea(previewer).getByRole('columnheader', { name: 'Town' })).toBeVisible(heavy);
  await setSource(previewer, simpleSource.replace('const [visits, setVisits] = useState(0);', 'const [visits, setVisits] = useState(0);\n  while (true) {}'));

  await expect(previewer.getByRole('alert')).toContainText('ran longer than 1 s and was stopped');
  await expect(demoArea(previewer).getByRole('columnheader', { name: 'Role' })).toBeVisible();
  await expectResponsive(page);
});

test('reset restores the original source and demo; an edit survives closing and reopening the panel', async ({ page }) => {
  const previewer = await openSimpleEditor(page);
  const editor = previewer.getByRole('textbox', { name: messages.editorLabel('index.tsx') });
  const edited = simpleSource.replace("title: 'City'", "title: 'Town'");
  await setSource(previewer, edited);
  await expect(liveArea(previewer).getByRole('columnheader', { name: 'Town' })).toBeVisible(heavy);

  const toggle = previewer.getByRole('button', { name: messages.hideCode });
  await toggle.click();
  await previewer.getByRole('button', { name: messages.showCode }).click();
  // CodeMirror renders only the lines near the viewport: bring the end of the file (the columns) into view.
  await editor.focus();
  await editor.press('ControlOrMeta+End');
  await expect(editor).toContainText("title: 'Town'");

  await previewer.getByRole('button', { name: messages.resetCode }).click();
  await editor.focus();
  await editor.press('ControlOrMeta+End');
  await expect(editor).toContainText("title: 'City'");
  await expect(editor).not.toContainText("title: 'Town'");
  await expect(demoArea(previewer).getByRole('columnheader', { name: 'City' })).toBeVisible();
  await expect(demoArea(previewer).getByRole('columnheader', { name: 'Town' })).toHaveCount(0);
  await expect(previewer.getByRole('button', { name: messages.resetCode })).toBeDisabled();
});

test('the first load of a demo page fetches no Babel, editor, html2sketch or sandbox SDK code', async ({ page }) => {
  const scripts: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await gotoHydrated(page, '/demo/simple');
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) {
    expect(body, 'Babel').not.toContain('transform-modules-commonjs');
    expect(body, 'CodeMirror').not.toContain('cm-activeLine');
    expect(body, 'html2sketch').not.toContain('MSJSONOriginalDataReference');
    expect(body, 'codesandbox-import-utils (lz-string)').not.toContain('compressToBase64');
    expect(body, '@stackblitz/sdk').not.toContain('openGithubProject');
  }
});

/** Catches the form POST a click sends to `origin` in a new tab; answers it with a blank page. */
async function capturePost(page: Page, origin: string, click: () => Promise<void>): Promise<URLSearchParams> {
  const context = page.context();
  const pattern = `${origin}/**`;
  let resolvePost: (body: string) => void = () => undefined;
  const posted = new Promise<string>((resolve) => {
    resolvePost = resolve;
  });
  await context.route(pattern, async (route) => {
    if (route.request().method() === 'POST') resolvePost(route.request().postData() ?? '');
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>sandbox</title>' });
  });
  try {
    const popup = context.waitForEvent('page');
    await click();
    const body = await posted;
    await (await popup).close();
    return new URLSearchParams(body);
  } finally {
    await context.unroute(pattern);
  }
}

const installedReact = (JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'node_modules', 'react', 'package.json'), 'utf8')) as { version: string })
  .version;

/** The version of a line's table package the site installs, as the registry recorded it for that line's simple demo. */
const installed = (id: string, name: string) => {
  const dependency = readRegistry().demos[id].asset.dependencies[name];
  if (dependency?.type !== 'NPM') throw new Error(`${name} is not an npm dependency of the ${id} demo`);
  return dependency.value;
};
const installedRcTable = installed('simple', '@rc-component/table');

test('Open in CodeSandbox posts package.json with @rc-component/table and the edited App.tsx to the define API', async ({ page }) => {
  const previewer = await openSimpleEditor(page);
  const edited = simpleSource.replace("title: 'Role'", "title: 'Sandboxed'");
  await setSource(previewer, edited);

  const form = await capturePost(page, 'https://codesandbox.io', () => previewer.getByRole('button', { name: messages.openCodeSandbox }).click());
  const encoded = form.get('parameters') ?? '';
  const decoded = JSON.parse(LZString.decompressFromBase64(encoded.replace(/-/g, '+').replace(/_/g, '/')) ?? 'null') as {
    files: Record<string, { content: string; isBinary: boolean }>;
  };

  const pkg = JSON.parse(decoded.files['package.json'].content) as { dependencies: Record<string, string> };
  expect(pkg.dependencies['@rc-component/table']).toBe(installedRcTable);
  // The stable React the site installs, never the canary bundled inside Next's app router.
  expect(pkg.dependencies.react).toBe(installedReact);
  expect(pkg.dependencies['react-dom']).toBe(pkg.dependencies.react);
  expect(decoded.files['src/App.tsx'].content).toBe(edited);
  expect(decoded.files['src/main.tsx'].content).toContain('createRoot(');
  expect(Object.keys(decoded.files)).toContain('index.html');
});

test('Open in StackBlitz hands the SDK a Vite project with the edited App.tsx', async ({ page }) => {
  const previewer = await openSimpleEditor(page);
  const edited = simpleSource.replace("title: 'City'", "title: 'Blitzed'");
  await setSource(previewer, edited);

  const form = await capturePost(page, 'https://stackblitz.com', () => previewer.getByRole('button', { name: messages.openStackBlitz }).click());

  expect(form.get('project[template]')).toBe('node');
  expect(form.get('project[title]')).toBe(readRegistry().demos.simple.asset.title);
  // Form submission sends line breaks as CRLF.
  expect(form.get('project[files][src/App.tsx]')?.replace(/\r\n/g, '\n')).toBe(edited);
  const pkg = JSON.parse(form.get('project[files][package.json]') ?? '{}') as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
  expect(pkg.dependencies['@rc-component/table']).toBe(installedRcTable);
  expect(pkg.devDependencies.vite).toBeDefined();
  expect(form.get('project[files][vite.config.ts]')).toContain('@vitejs/plugin-react');
});

test('on 7.x, the live edit runs against rc-table and the StackBlitz export installs rc-table 7.x', async ({ page }) => {
  const seven = sourceOf('7.x-simple');
  expect(seven).toContain("from 'rc-table'");
  const previewer = await openSimpleEditor(page, '/7.x/demo/simple');
  const edited = seven.replace("title: 'Role'", "title: 'Seven'");
  await setSource(previewer, edited);
  await expect(liveArea(previewer).getByRole('columnheader', { name: 'Seven' })).toBeVisible(heavy);
  await expect(previewer.getByRole('alert')).toHaveCount(0);

  const form = await capturePost(page, 'https://stackblitz.com', () => previewer.getByRole('button', { name: messages.openStackBlitz }).click());
  expect(form.get('project[files][src/App.tsx]')?.replace(/\r\n/g, '\n')).toBe(edited);
  const pkg = JSON.parse(form.get('project[files][package.json]') ?? '{}') as { dependencies: Record<string, string> };
  expect(pkg.dependencies['rc-table']).toBe(installed('7.x-simple', 'rc-table'));
  expect(pkg.dependencies['rc-table']).toMatch(/^7\./);
  expect(pkg.dependencies['@rc-component/table']).toBeUndefined();
});

test('an error thrown in an event handler of the edited demo shows in the same place; the demo stays', async ({ page }) => {
  const previewer = await openSimpleEditor(page);
  await setSource(previewer, simpleSource.replace('onClick={() => setVisits((n) => n + 1)}', "onClick={() => { throw new Error('clicked too hard'); }}"));
  const button = liveArea(previewer).getByRole('button', { name: /Add a visit/ });
  await expect(button).toBeVisible(heavy);

  await button.click();
  await expect(previewer.getByRole('alert')).toHaveText('Error: clicked too hard');
  await expect(liveArea(previewer).getByRole('columnheader', { name: 'Role' })).toBeVisible();
});

test('an error thrown in an effect of the edited demo shows in the same place over the last good render', async ({ page }) => {
  const previewer = await openSimpleEditor(page);
  const good = simpleSource.replace("title: 'Role'", "title: 'Good role'");
  await setSource(previewer, good);
  await expect(liveArea(previewer).getByRole('columnheader', { name: 'Good role' })).toBeVisible(heavy);

  await setSource(
    previewer,
    good
      .replace("import { useState } from 'react';", "import { useEffect, useState } from 'react';")
      .replace("title: 'Good role'", "title: 'Broken role'")
      .replace(
        'const [visits, setVisits] = useState(0);',
        "const [visits, setVisits] = useState(0);\n  useEffect(() => {\n    throw new Error('effect broke');\n  }, []);",
      ),
  );
  await expect(previewer.getByRole('alert')).toHaveText('Error: effect broke');
  await expect(demoArea(previewer).getByRole('columnheader', { name: 'Good role' })).toBeVisible();
  await expect(demoArea(previewer).getByRole('columnheader', { name: 'Broken role' })).toHaveCount(0);
});
