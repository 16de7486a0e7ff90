/**
 * Golden fixtures for the content pipeline: each folder under `fixtures/` holds a page (`page.mdx` or `page.md`,
 * and `page.$tab-<key>.mdx` for its tabs) and what the one syntax tree per file must give: `outline.json` (the
 * TOC and the embedded demos of each file), `texts.json` (the search texts of each file) and `expected.md` (the
 * page's Markdown copy), or `error.txt` (why the build stops). The expected files are written by hand.
 */
import type { VirtualMatrixFile } from '@/lib/virtual-matrix/keys';
import type { LabMeasured } from '@/lib/performance-lab/keys';
import { NO_ANSWERS } from '@/lib/answers/keys';
import fs from 'node:fs';
import path from 'node:path';
import type { ApiData } from '@/lib/api/types';
import type { MarkdownContext } from '@/lib/markdown/markdown-context';
import { pageMarkdown } from '@/lib/markdown/page-markdown';
import { ContentError } from '@/lib/registry/errors';
import { parseFrontmatter } from '@/lib/registry/frontmatter';
import { outlineContent, type BodyOutline } from '@/lib/registry/markdown';
import type { DemoEntry, RouteEntry } from '@/lib/registry/types';

/** No lab figures: these pages use no `<LabFigures>`. */
const NO_LAB: LabMeasured = { date: '2026-11-30', machine: '', settings: '', lines: { '1.x': [], '7.x': [] } };
/** No compatibility matrix: these pages use no `<VirtualMatrix>`. */
const NO_MATRIX: VirtualMatrixFile = {
  features: [],
  lines: { '1.x': { package: '', version: '', cells: {} }, '7.x': { package: '', version: '', cells: {} } },
};

const FIXTURES = path.join(__dirname, 'fixtures');
const ROOT = path.join(__dirname, '..', '..', '..');

const sortRows: DemoEntry = {
  id: 'sort-rows',
  name: 'sort-rows',
  line: '1.x',
  routeId: 'guide/demo-page',
  asset: {
    id: 'sort-rows',
    title: 'Sort rows',
    description: 'Rows sort by the clicked column; `rowKey` keeps each row.',
    // The fixture pages are zh-CN pages: their copies show the demo's zh-CN title and description.
    locales: {
      'zh-CN': { title: '排序行', description: '点击列头按该列排序，`rowKey` 保持每一行。' },
      en: { title: 'Sort rows', description: 'Rows sort by the clicked column; `rowKey` keeps each row.' },
    },
    keywords: [],
    dependencies: {
      'index.tsx': { type: 'FILE', value: "import Table from 'rc-table';\nimport './sort-rows.css';\n\nexport default () => <Table rowKey=\"id\" />;\n" },
      'sort-rows.css': { type: 'FILE', value: '.sort-rows-header {\n  cursor: pointer;\n}\n' },
      'rc-table': { type: 'NPM', value: '7.55.1' },
    },
  },
};

const api: ApiData = {
  Table: [
    { name: 'rowKey', description: '行的主键', type: 'string | ((record) => Key)', default: "'key'", required: false, labels: [], antd: { kind: 'same' } },
    { name: 'columns', description: '列的描述', type: 'ColumnsType<RecordType>', required: true, labels: [] },
    { name: 'tableLayout', description: '表格布局', type: "'auto' | 'fixed'", required: false, labels: ['deprecated'], deprecation: '由列宽决定。' },
  ],
};

interface Outlined {
  file: string;
  data: ReturnType<typeof parseFrontmatter>['data'];
  outline: BodyOutline;
}

/** What the registry build does with one content file: read its frontmatter, outline the whole file. */
function outline(file: string): Outlined {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return { file, data: parseFrontmatter(file, text).data, outline: outlineContent(file, text, { mdx: file.endsWith('.mdx') }) };
}

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const expected = (name: string, file: string) => fs.readFileSync(path.join(FIXTURES, name, file), 'utf8');

/** The page and its tabs, outlined, and its Markdown copy, as the registry build and the copy writer see them. */
function runPipeline(name: string) {
  const relative = (file: string) =>
    path
      .relative(ROOT, path.join(FIXTURES, name, file))
      .split(path.sep)
      .join('/');
  const files = fs.readdirSync(path.join(FIXTURES, name)).filter((file) => /^page\.(?:\$tab-[a-z0-9-]+\.)?mdx?$/.test(file));
  const page = outline(relative(files.find((file) => !file.includes('$tab-')) as string));
  const tabs = files
    .filter((file) => file.includes('$tab-'))
    .map((file) => ({ key: /\$tab-([a-z0-9-]+)/.exec(file)?.[1] as string, ...outline(relative(file)) }));
  const route: RouteEntry = {
    id: `guide/${name}`,
    path: `/guide/${name}`,
    line: '1.x',
    demos: page.outline.demos,
    meta: {
      frontmatter: { ...page.data, filename: page.file, lastUpdated: 0 },
      toc: page.outline.toc,
      texts: page.outline.texts,
      tabs: tabs.map((tab) => ({
        key: tab.key,
        meta: { frontmatter: { title: tab.data.title, filename: tab.file }, toc: tab.outline.toc, texts: tab.outline.texts },
      })),
    },
  };
  const context: MarkdownContext = {
    siteUrl: 'https://example.com',
    locale: 'zh-CN',
    line: '1.x',
    registry: { routes: [route], demos: { [sortRows.id]: sortRows }, nav: [], aliases: {} },
    api,
    propsUsed: { 'guide/demo-page': [{ table: 'Table', prop: 'rowKey' }] },
    answers: NO_ANSWERS,
    matrix: NO_MATRIX,
    lab: NO_LAB,
  };
  const byFile = <T>(pick: (entry: Outlined) => T) => Object.fromEntries([page, ...tabs].map((entry) => [path.basename(entry.file), pick(entry)]));
  return {
    outline: byFile(({ outline: { toc, demos } }) => ({ toc, demos })),
    texts: byFile((entry) => entry.outline.texts),
    markdown: pageMarkdown(route, read, context),
  };
}

const cases = fs.readdirSync(FIXTURES).sort();

describe('content pipeline fixtures', () => {
  it('has fixtures to walk', () => {
    expect(cases.length).toBeGreaterThanOrEqual(5);
  });

  describe.each(cases.filter((name) => !fs.existsSync(path.join(FIXTURES, name, 'error.txt'))))('%s', (name) => {
    const result = runPipeline(name);

    it('gives the expected outline', () => {
      expect(result.outline).toEqual(JSON.parse(expected(name, 'outline.json')));
    });

    it('gives the expected search texts', () => {
      expect(result.texts).toEqual(JSON.parse(expected(name, 'texts.json')));
    });

    it('gives the expected Markdown copy', () => {
      expect(result.markdown).toBe(expected(name, 'expected.md'));
    });
  });

  it.each(cases.filter((name) => fs.existsSync(path.join(FIXTURES, name, 'error.txt'))))('%s stops the build with the expected reason', (name) => {
    let caught: unknown;
    try {
      runPipeline(name);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ContentError);
    expect((caught as ContentError).reason).toBe(expected(name, 'error.txt').trim());
  });
});
