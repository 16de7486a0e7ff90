import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { liveEn } from '../lib/messages/live/en';
import { liveZhCN as live } from '../lib/messages/live/zh-CN';
import { en, gotoHydrated, messages, readRegistry, waitForElementHydration } from './helpers';
import { heavy } from './limits';

/**
 * Pasting code written elsewhere into a live demo: the import forms of the component's own repository examples
 * (style imports, CSS modules, repository paths, helper files, CommonJS packages), and the messages when an
 * import cannot work. The samples are this site's own, short, in the same import forms.
 */

type Messages = typeof messages | typeof en;

/** Opens a demo's code panel (on 7.x's page unless told, the line whose examples these samples follow) and waits for its entry editor; returns the previewer. */
async function openEditor(page: Page, id: string, path = `/7.x/demo/${id}`, texts: Messages = messages): Promise<Locator> {
  await gotoHydrated(page, path);
  const previewer = page.locator(`section[id="${id}"]`);
  const toggle = previewer.getByRole('button', { name: texts.showCode });
  await waitForElementHydration(toggle);
  await toggle.click();
  await expect(previewer.getByRole('textbox', { name: texts.editorLabel('index.tsx') })).toBeVisible(heavy);
  return previewer;
}

/** Replaces a file's whole text the way a paste does (its tab selected first when the demo has several). */
async function setFile(previewer: Locator, text: string, file = 'index.tsx', texts: Messages = messages): Promise<void> {
  const tab = previewer.getByRole('tab', { name: file });
  if ((await tab.count()) > 0) await tab.click();
  const editor = previewer.getByRole('textbox', { name: texts.editorLabel(file) });
  await editor.focus();
  await editor.press('ControlOrMeta+a');
  await editor.page().keyboard.insertText(text);
}

/** Adds a file through "Add file" and types its text. */
async function addFile(previewer: Locator, name: string, text: string): Promise<void> {
  await previewer.getByRole('button', { name: live.addFile }).click();
  await previewer.getByRole('textbox', { name: live.newFileName }).fill(name);
  await previewer.getByRole('button', { name: live.addFileConfirm }).click();
  await expect(previewer.getByRole('tab', { name, selected: true })).toBeVisible();
  await setFile(previewer, text, name);
}

const liveArea = (previewer: Locator) => previewer.locator('[data-live-root]');
const demoArea = (previewer: Locator) => previewer.locator('[data-demo-area]');
const notices = (previewer: Locator, texts: Messages = messages) => previewer.getByRole('status', { name: texts.liveNotices });

/** The opacity an element is painted with: its own times every ancestor's. */
function paintedOpacity(target: Locator): Promise<number> {
  return target.evaluate((node) => {
    let opacity = 1;
    for (let element: Element | null = node; element; element = element.parentElement) opacity *= Number(getComputedStyle(element).opacity);
    return opacity;
  });
}

/** The line of `text` in `source`, 1-based. */
const lineOf = (source: string, text: string) => source.split('\n').findIndex((line) => line.includes(text)) + 1;

test('the repository’s style imports resolve: the table stylesheet loads, a stylesheet the site lacks says so quietly', async ({ page }) => {
  const previewer = await openEditor(page, 'simple');
  await setFile(
    previewer,
    [
      "import Table from 'rc-table';",
      "import '../../assets/index.less';",
      "import 'rc-table/assets/index.less';",
      "import './shade.less';",
      '',
      "const data = [{ key: 1, fruit: 'Apple' }];",
      '',
      'export default function Fruits() {',
      "  return <Table columns={[{ title: 'Fruit', dataIndex: 'fruit', key: 'fruit' }]} data={data} />;",
      '}',
    ].join('\n'),
  );

  await expect(liveArea(previewer).getByRole('cell', { name: 'Apple' })).toBeVisible(heavy);
  await expect(notices(previewer)).toHaveText(live.liveStyleNotLoaded('./shade.less'));
  await expect(previewer.getByRole('alert')).toHaveCount(0);
});

test('a CSS module the site lacks gives its class names, and a stylesheet the reader adds paints them', async ({ page }) => {
  const previewer = await openEditor(page, 'simple');
  await addFile(previewer, 'look.css', '.picked td { background: rgb(200, 0, 0); color: rgb(255, 255, 255); }\n');
  await setFile(
    previewer,
    [
      "import Table from 'rc-table';",
      "import look from './look.module.less';",
      "import './look.css';",
      '',
      "const data = [{ key: 1, fruit: 'Apple' }, { key: 2, fruit: 'Pear' }];",
      '',
      'export default function Fruits() {',
      '  return (',
      "    <Table columns={[{ title: 'Fruit', dataIndex: 'fruit', key: 'fruit' }]} data={data} rowClassName={(_, index) => (index === 0 ? look.picked : '')} />",
      '  );',
      '}',
    ].join('\n'),
  );

  await expect(liveArea(previewer).getByRole('cell', { name: 'Apple' })).toHaveCSS('background-color', 'rgb(200, 0, 0)', heavy);
  await expect(liveArea(previewer).getByRole('cell', { name: 'Pear' })).not.toHaveCSS('background-color', 'rgb(200, 0, 0)');
  await expect(notices(previewer)).toHaveText(live.liveStyleNotLoaded('./look.module.less'));
});

test('`../../src` and `@/…` stand for the installed rc-table, values and types alike', async ({ page }) => {
  const previewer = await openEditor(page, 'virtual');
  await setFile(
    previewer,
    [
      "import { VirtualTable } from '../../src';",
      "import Table from '../../src/Table';",
      "import type { ColumnsType } from '@/interface';",
      "import { INTERNAL_COL_DEFINE } from '@/utils/legacyUtil';",
      '',
      'interface Line { key: number; text: string }',
      'const columns: ColumnsType<Line> = [{ title: "Text", dataIndex: "text", key: "text", width: 200 }];',
      'const lines: Line[] = Array.from({ length: 5000 }, (_, i) => ({ key: i, text: `Line ${i}` }));',
      '',
      'export default function Lines() {',
      '  return (',
      '    <>',
      '      <p>Marker: {typeof INTERNAL_COL_DEFINE}</p>',
      '      <Table columns={columns} data={lines.slice(0, 1)} />',
      '      <VirtualTable columns={columns} data={lines} scroll={{ x: 400, y: 240 }} rowKey="key" />',
      '    </>',
      '  );',
      '}',
    ].join('\n'),
  );

  const live = liveArea(previewer);
  await expect(live.getByText('Marker: string')).toBeVisible(heavy);
  await expect(live.getByText('Line 1', { exact: true })).toBeVisible();
  // Virtual: of 5,000 rows only those near the viewport are in the page.
  await expect(live.getByText('Line 4999', { exact: true })).toHaveCount(0);
  await expect(previewer.getByRole('alert')).toHaveCount(0);
});

test('a file the reader adds is imported by relative path from the entry and from another file', async ({ page }) => {
  const previewer = await openEditor(page, 'simple');
  await addFile(
    previewer,
    'utils/useCounter.ts',
    "import { useState } from 'react';\nimport { step } from '../step';\n\nexport function useCounter() {\n  const [n, setN] = useState(0);\n  return [n, () => setN(n + step)] as const;\n}\n",
  );
  await addFile(previewer, 'step.ts', 'export const step = 5;\n');
  await setFile(
    previewer,
    'import { useCounter } from \'./utils/useCounter\';\n\nexport default function Counter() {\n  const [n, add] = useCounter();\n  return <button type="button" onClick={add}>Count {n}</button>;\n}\n',
  );

  const button = liveArea(previewer).getByRole('button', { name: 'Count 0' });
  await expect(button).toBeVisible(heavy);
  await button.click();
  await expect(liveArea(previewer).getByRole('button', { name: 'Count 5' })).toBeVisible();
});

test('the demo’s other files are editable: a hook and a stylesheet, each change shows', async ({ page }) => {
  const registry = readRegistry();
  const hook = registry.demos['7.x-expanded-row-render'].asset.dependencies['useToggle.ts'];
  if (hook.type !== 'FILE') throw new Error('expanded-row-render has no useToggle.ts');
  const previewer = await openEditor(page, 'expanded-row-render');
  const checkboxes = demoArea(previewer).getByRole('checkbox');
  const total = await checkboxes.count();
  const checkedBefore = await demoArea(previewer).getByRole('checkbox', { checked: true }).count();
  expect(total).toBeGreaterThan(checkedBefore);
  await setFile(previewer, hook.value.replace('useState(initial)', 'useState(!initial)'), 'useToggle.ts');
  // Every toggle starts the other way round: the checked ones are the ones that were not.
  await expect(liveArea(previewer).getByRole('checkbox')).toHaveCount(total, heavy);
  await expect(liveArea(previewer).getByRole('checkbox', { checked: true })).toHaveCount(total - checkedBefore);

  const style = registry.demos['7.x-class-name'].asset.dependencies['style.css'];
  if (style.type !== 'FILE') throw new Error('class-name has no style.css');
  const styled = await openEditor(page, 'class-name');
  await setFile(styled, style.value.replace(/(\.class-name-row-even > td \{)[^}]*\}/, '$1\n  background: rgb(0, 128, 0);\n}'), 'style.css');
  const evenRow = liveArea(styled).getByRole('row').nth(2);
  await expect(evenRow.getByRole('cell').first()).toHaveCSS('background-color', 'rgb(0, 128, 0)', heavy);
});

test('a named import of a CommonJS package works as with a bundler: react-resizable’s Resizable', async ({ page }) => {
  const previewer = await openEditor(page, 'simple');
  await setFile(
    previewer,
    [
      "import { useState } from 'react';",
      "import { Resizable } from 'react-resizable';",
      "import 'react-resizable/css/styles.css';",
      '',
      'export default function Box() {',
      '  const [width, setWidth] = useState(120);',
      '  return (',
      '    <Resizable width={width} height={60} axis="x" onResize={(_, { size }) => setWidth(size.width)}>',
      '      <div style={{ width, height: 60, border: "1px solid" }}>Width {width}</div>',
      '    </Resizable>',
      '  );',
      '}',
    ].join('\n'),
  );

  const box = liveArea(previewer).getByText('Width 120');
  await expect(box).toBeVisible(heavy);
  // In view, below the page's sticky header, for the mouse to reach it.
  await box.scrollIntoViewIfNeeded();
  const bounds = await box.boundingBox();
  if (!bounds) throw new Error('the box has no size');
  // The handle sits in the box's bottom-right corner.
  await page.mouse.move(bounds.x + bounds.width - 4, bounds.y + bounds.height - 4);
  await page.mouse.down();
  await page.mouse.move(bounds.x + bounds.width + 60, bounds.y + bounds.height - 4, { steps: 5 });
  await page.mouse.up();
  await expect(liveArea(previewer).getByText(/^Width 1[5-9]\d$/)).toBeVisible();
});

test('a package the site lacks is named with its line, and the packages there are are listed', async ({ page }) => {
  const previewer = await openEditor(page, 'simple');
  const source =
    "import Table from 'rc-table';\nimport pad from 'left-pad';\n\nexport default () => <Table columns={[]} data={[]} title={() => pad('x', 3)} />;\n";
  await setFile(previewer, source);

  const alert = previewer.getByRole('alert');
  await expect(alert).toContainText(
    live.liveProblem(live.liveAt('index.tsx', 2), live.liveUnavailable(messages.cannotFindModule('left-pad'), 'left-pad')),
    heavy,
  );
  await expect(alert).toContainText(live.liveAvailablePackages(''));
  for (const name of ['classnames', 'rc-table', 'react-window', 'styled-components']) await expect(alert).toContainText(name);
});

test('a missing named export is named before anything renders, with the version the site ships and a link', async ({ page }) => {
  const previewer = await openEditor(page, 'virtual-list');
  const source = [
    "import { VariableSizeGrid as Grid } from 'react-window';",
    '',
    'export default function Cells() {',
    '  return <Grid columnCount={2} rowCount={2} columnWidth={() => 80} rowHeight={() => 30} width={200} height={100}>{() => null}</Grid>;',
    '}',
  ].join('\n');
  await setFile(previewer, source);

  const version = readRegistry().demos['7.x-virtual-list'].asset.dependencies['react-window'];
  if (version.type !== 'NPM') throw new Error('virtual-list does not depend on react-window');
  const alert = previewer.getByRole('alert');
  await expect(alert).toBeVisible(heavy);
  await expect(alert).toContainText(
    live.liveProblem(
      live.liveAt('index.tsx', 1),
      live.liveMissingPackageExport('react-window', version.value.split('.')[0], 'VariableSizeGrid', version.value),
    ),
  );
  await expect(alert).toContainText(live.liveExportList('').trim());
  await expect(alert).toContainText('Grid');
  await expect(alert).not.toContainText('Minified React error');
  await expect(alert.getByRole('link', { name: live.liveExportsLink('react-window', version.value) })).toHaveAttribute(
    'href',
    `https://www.npmjs.com/package/react-window/v/${version.value}`,
  );
});

test('several bad imports are listed at once, each with its file and line', async ({ page }) => {
  const previewer = await openEditor(page, 'simple');
  const source = [
    "import Table from 'rc-table';",
    "import Animate from 'rc-animate';",
    "import { useInput } from './utils/useInput';",
    "import { Nope } from 'rc-table';",
    "import helper from 'react-window/dist/missing.js';",
    '',
    'export default () => <Table columns={[]} data={[]} title={() => [Animate, useInput, Nope, helper].length} />;',
  ].join('\n');
  await setFile(previewer, source);

  const alert = previewer.getByRole('alert');
  await expect(alert).toBeVisible(heavy);
  for (const [specifier, text] of [
    ['rc-animate', "'rc-animate'"],
    ['./utils/useInput', "'./utils/useInput'"],
    ['react-window/dist/missing.js', "'react-window/dist/missing.js'"],
  ]) {
    await expect(alert).toContainText(`${live.liveAt('index.tsx', lineOf(source, `'${specifier}'`))}：Cannot find module ${text}`);
  }
  // And the import that resolves, to a package lacking the name.
  const table = readRegistry().demos['7.x-simple'].asset.dependencies['rc-table'];
  if (table.type !== 'NPM') throw new Error('simple does not depend on rc-table');
  await expect(alert).toContainText(
    live.liveProblem(
      live.liveAt('index.tsx', lineOf(source, '{ Nope }')),
      live.liveMissingPackageExport('rc-table', table.value.split('.')[0], 'Nope', table.value),
    ),
  );
});

test('while an edit fails, the render on show is dimmed and labelled as the last version that compiled', async ({ page }) => {
  const previewer = await openEditor(page, 'simple');
  const table = (title: string) =>
    `import Table from 'rc-table';\n\nexport default () => <Table columns={[{ title: '${title}', dataIndex: 'a', key: 'a' }]} data={[{ key: 1, a: 'x' }]} />;\n`;

  // A failed first paste: the page's own demo stays, marked.
  await setFile(previewer, `import 'missing-package';\n${table('Pasted')}`);
  await expect(previewer.getByRole('alert')).toBeVisible(heavy);
  const label = demoArea(previewer).getByText(messages.liveStale);
  await expect(label).toBeVisible();
  await expect(demoArea(previewer)).toHaveAccessibleDescription(messages.liveStale);
  expect(await paintedOpacity(demoArea(previewer).getByRole('columnheader', { name: 'Role' }))).toBeLessThan(0.75);

  // A good version, then a failing one: the good one stays on show, marked.
  await setFile(previewer, table('Good'));
  await expect(liveArea(previewer).getByRole('columnheader', { name: 'Good' })).toBeVisible();
  await expect(label).toHaveCount(0);
  expect(await paintedOpacity(liveArea(previewer).getByRole('columnheader', { name: 'Good' }))).toBe(1);
  await setFile(previewer, table('Broken').replace('export default', 'export default const'));
  await expect(label).toBeVisible();
  expect(await paintedOpacity(liveArea(previewer).getByRole('columnheader', { name: 'Good' }))).toBeLessThan(0.75);
});

test('a React error while rendering shows React’s readable message, not the minified code', async ({ page }) => {
  const previewer = await openEditor(page, 'simple');
  await setFile(previewer, 'const value = { a: 1 } as unknown as string;\n\nexport default function Broken() {\n  return <p>{value}</p>;\n}\n');

  const alert = previewer.getByRole('alert');
  await expect(alert).toContainText('Objects are not valid as a React child', heavy);
  await expect(alert).not.toContainText('Minified React error');
});

test('the English edition words the notices in English', async ({ page }) => {
  const previewer = await openEditor(page, 'simple', '/en/7.x/demo/simple', en);
  await setFile(previewer, "import './shade.less';\n\nexport default () => <p>Plain</p>;\n", 'index.tsx', en);
  await expect(liveArea(previewer).getByText('Plain')).toBeVisible(heavy);
  await expect(notices(previewer, en)).toHaveText(liveEn.liveStyleNotLoaded('./shade.less'));
});

test.describe('on a 1.x page, the same forms run against @rc-component/table', () => {
  const installed = (name: string) => {
    const dependency = readRegistry().demos.simple.asset.dependencies[name];
    if (dependency?.type !== 'NPM') throw new Error(`the simple demo does not depend on ${name}`);
    return dependency.value;
  };

  test('`../../src`, `@/…` and the repository stylesheet are 1.x’s package and stylesheet', async ({ page }) => {
    const previewer = await openEditor(page, 'simple', '/demo/simple');
    await setFile(
      previewer,
      [
        "import Table from '../../src';",
        "import type { ColumnsType } from '@/interface';",
        "import '../../assets/index.less';",
        '',
        'const columns: ColumnsType<{ key: number; fruit: string; note: string }> = [',
        "  { title: 'Fruit', dataIndex: 'fruit', key: 'fruit', width: 120, fixed: 'start' },",
        "  { title: 'Note', dataIndex: 'note', key: 'note', width: 2000 },",
        '];',
        '',
        "export default () => <Table columns={columns} data={[{ key: 1, fruit: 'Apple', note: 'Round' }]} scroll={{ x: 2120 }} />;",
      ].join('\n'),
    );

    const cell = liveArea(previewer).getByRole('cell', { name: 'Apple' });
    await expect(cell).toBeVisible(heavy);
    // `fixed: 'start'` exists only in 1.x, whose stylesheet pins the cell with `position: sticky` in a table that scrolls sideways.
    await expect(cell).toHaveCSS('position', 'sticky');
    await expect(previewer.getByRole('alert')).toHaveCount(0);
  });

  test('an example written for 7.x (`rc-table`) runs as @rc-component/table, and the notice says so', async ({ page }) => {
    const previewer = await openEditor(page, 'simple', '/demo/simple');
    await setFile(
      previewer,
      "import Table from 'rc-table';\nimport 'rc-table/assets/index.css';\n\nexport default () => <Table columns={[{ title: 'Fruit', dataIndex: 'fruit', key: 'fruit' }]} data={[{ key: 1, fruit: 'Pear' }]} />;\n",
    );

    await expect(liveArea(previewer).getByRole('cell', { name: 'Pear' })).toBeVisible(heavy);
    await expect(notices(previewer)).toHaveText(live.liveRenamed('rc-table', `@rc-component/table ${installed('@rc-component/table')}`));
  });
});
