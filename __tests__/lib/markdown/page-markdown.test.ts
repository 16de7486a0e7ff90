import fs from 'node:fs';
import path from 'node:path';
import type { Nodes } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { ContentError } from '@/lib/registry/errors';
import { apiMarkdown } from '@/lib/markdown/api-markdown';
import { codeSpan, fencedCode } from '@/lib/markdown/code-markup';
import { componentMarkdown, type ComponentScope } from '@/lib/markdown/component-markdown';
import type { JsxElement } from '@/lib/markdown/jsx-element';
import type { MarkdownContext } from '@/lib/markdown/markdown-context';
import type { VirtualMatrixFile } from '@/lib/virtual-matrix/keys';
import type { LabMeasured } from '@/lib/performance-lab/keys';
import { NO_ANSWERS } from '@/lib/answers/keys';
import { contentMarkdown, pageMarkdown, pageMarkdownFiles, type SiteMarkdownContext } from '@/lib/markdown/page-markdown';
import { markdownPath, pageHeading } from '@/lib/markdown/path';
import type { ApiData } from '@/lib/api/types';
import type { LineApiData } from '@/lib/api/build';
import { LINE_IDS, type LineId } from '@/lib/lines/lines';
import { standaloneDemoId } from '@/lib/lines/paths';
import { lineFileText } from '@/lib/registry/pages';
import { LOCALES, localeOfPath, type LocaleId } from '@/lib/i18n/locales';
import type { DemoEntry, Frontmatter, Registry, RouteEntry } from '@/lib/registry/types';
import { en } from '@/lib/messages/en';
import { zhCN as messages } from '@/lib/messages/zh-CN';

/** No lab figures: these pages use no `<LabFigures>`. */
const NO_LAB: LabMeasured = { date: '2026-11-30', machine: '', settings: '', lines: { '1.x': [], '7.x': [] } };
/** No compatibility matrix: these pages use no `<VirtualMatrix>`. */
const NO_MATRIX: VirtualMatrixFile = {
  features: [],
  lines: { '1.x': { package: '', version: '', cells: {} }, '7.x': { package: '', version: '', cells: {} } },
};

const SITE = 'https://example.com';

function route(id: string, path: string, frontmatter: Partial<Frontmatter> & { title: string }, extra: Partial<RouteEntry> = {}): RouteEntry {
  return {
    id,
    path,
    line: '1.x',
    demos: [],
    meta: { frontmatter: { filename: `content/${id}.mdx`, lastUpdated: 0, ...frontmatter }, toc: [], texts: [], tabs: [] },
    ...extra,
  };
}

const toggle: DemoEntry = {
  id: 'toggle',
  name: 'toggle',
  line: '1.x',
  routeId: 'demo/toggle',
  asset: {
    id: 'toggle',
    title: 'Toggle button',
    description: 'A `Table` whose rows flip.',
    locales: {
      'zh-CN': { title: '开关按钮', description: '行会翻转的 `Table`。' },
      en: { title: 'Toggle button', description: 'A `Table` whose rows flip.' },
    },
    keywords: [],
    dependencies: {
      'index.tsx': { type: 'FILE', value: "import { useToggle } from './useToggle';\n\nexport default function Toggle() {\n  return <p>{`on`}</p>;\n}\n" },
      'useToggle.ts': { type: 'FILE', value: 'export function useToggle() {}\n' },
      react: { type: 'NPM', value: '19.0.0' },
    },
  },
};

const demoNav = { title: 'Demo', path: '/demo' };
const englishDemoNav = { title: 'Demos', path: '/en/demo' };
const registry: Registry = {
  routes: [
    route(
      'index',
      '/',
      { title: 'rc-table', subtitle: 'React 表格组件', description: '首页 `Table`' },
      {
        meta: {
          frontmatter: { title: 'rc-table', subtitle: 'React 表格组件', description: '首页 `Table`', filename: 'content/index.mdx', lastUpdated: 0 },
          toc: [],
          texts: [],
          tabs: [{ key: 'faq', meta: { frontmatter: { title: 'FAQ', filename: 'content/index.$tab-faq.mdx' }, toc: [], texts: [] } }],
        },
      },
    ),
    route('demo/index', '/demo', { title: 'Demo', nav: demoNav }),
    route(
      'demo/toggle',
      '/demo/toggle',
      { title: 'Toggle', subtitle: '开关', description: '开关示例', nav: demoNav, group: { title: 'Basics', order: 1 } },
      { demos: ['toggle'] },
    ),
    route('changelog', '/changelog', { title: 'Changelog', filename: 'content/changelog.md' }),
    route(
      'en/index',
      '/en',
      { title: 'rc-table', subtitle: 'React table component', description: 'Home `Table`' },
      {
        meta: {
          frontmatter: { title: 'rc-table', subtitle: 'React table component', description: 'Home `Table`', filename: 'content/en/index.mdx', lastUpdated: 0 },
          toc: [],
          texts: [],
          tabs: [{ key: 'faq', meta: { frontmatter: { title: 'FAQ', filename: 'content/en/index.$tab-faq.mdx' }, toc: [], texts: [] } }],
        },
      },
    ),
    route('en/demo/index', '/en/demo', { title: 'Demos', nav: englishDemoNav }),
    route(
      'en/demo/toggle',
      '/en/demo/toggle',
      { title: 'Toggle', subtitle: 'Switch', description: 'A switch demo', nav: englishDemoNav, group: { title: 'Basics', order: 1 } },
      { demos: ['toggle'] },
    ),
    route('en/changelog', '/en/changelog', { title: 'Changelog', filename: 'content/en/changelog.md' }),
  ],
  demos: { toggle },
  nav: [
    { title: 'Demo', order: 1, activePath: '/demo', link: '/demo' },
    { title: 'Demos', order: 1, activePath: '/en/demo', link: '/en/demo' },
  ],
  aliases: {},
};

const api: ApiData = {
  Table: [
    {
      name: 'rowKey',
      description: '行的唯一键',
      type: 'string | ((record) => string)',
      default: "'key'",
      required: false,
      labels: [],
      antd: { kind: 'changed', note: '默认值同样是 `key`。' },
      since: { version: '1.0.0', deprecated: '1.3.0' },
    },
    { name: 'scroll', description: '滚动\n区域', type: '{ x?: number }', required: true, labels: ['beta'], antd: { kind: 'same' } },
    { name: 'old', description: '旧属性', type: 'boolean', required: false, labels: ['deprecated'], deprecation: 'Use `scroll`.' },
  ],
};

const englishApi: ApiData = {
  Table: [
    {
      name: 'rowKey',
      description: 'The unique key of a row',
      type: 'string | ((record) => string)',
      default: "'key'",
      required: false,
      labels: [],
      antd: { kind: 'later', versions: { antd: '5.29.3', package: 'rc-table', ships: '7.54.0' } },
    },
    { name: 'scroll', description: 'Scroll\narea', type: '{ x?: number }', required: true, labels: ['beta'], antd: { kind: 'renamed', name: 'area' } },
    { name: 'old', description: 'Old prop', type: 'boolean', required: false, labels: ['deprecated'], deprecation: 'Use `scroll`.' },
  ],
};

const toggleUses = [
  { table: 'Table', prop: 'rowKey' },
  { table: 'Column', prop: 'title' },
];

const siteContext: SiteMarkdownContext = {
  siteUrl: SITE,
  registry,
  api: { '1.x': { 'zh-CN': api, en: englishApi }, '7.x': { 'zh-CN': api, en: englishApi } },
  propsUsed: { 'demo/toggle': toggleUses, 'en/demo/toggle': toggleUses },
  answers: NO_ANSWERS,
  matrix: NO_MATRIX,
  lab: NO_LAB,
};

const context: MarkdownContext = { ...siteContext, locale: 'zh-CN', line: '1.x', api };
const englishContext: MarkdownContext = { ...siteContext, locale: 'en', line: '1.x', api: englishApi };

const sources: Record<string, string> = {
  'content/index.mdx': [
    '---',
    'title: rc-table',
    '---',
    '',
    "import { Extra } from './extra';",
    '',
    '## Install',
    '',
    'See [the demos](/demo), [a heading](#install) and [GitHub](https://github.com/x).',
    '',
    '{/* a note for authors */}',
    '',
    '### Table',
    '',
    '<API id="Table" />',
    '',
    'export const meta = 1;',
  ].join('\n'),
  'content/index.$tab-faq.mdx': '---\ntitle: FAQ\n---\n\n## Why keys\n\nBecause.\n\nSetext\n------\n\nText.\n',
  'content/demo/index.mdx': '---\ntitle: Demo\n---\n\nAll demos.\n\n<DemoIndex />\n',
  'content/demo/toggle.mdx': [
    '---',
    'title: Toggle',
    '---',
    '',
    'A toggle, like [the simple one](./simple "Simple").',
    '',
    '<Demo id="toggle" />',
    '',
    '## Related',
    '',
    '- [Scroll](../demo/scroll-x): scrolling.',
    '',
    '![logo](/logo.svg)',
    '',
    '[ref]: /changelog',
  ].join('\n'),
  'content/changelog.md':
    '---\ntitle: Changelog\n---\n\n<!-- generated -->\n\n## 1.0.0\n\n- First, see `<Table>`, `footer={() => <div />}` and <https://example.org>.\n',
  'content/en/index.mdx': [
    '---',
    'title: rc-table',
    '---',
    '',
    '## Install',
    '',
    'See [the demos](/en/demo) and [a heading](#install).',
    '',
    '### Table',
    '',
    '<API id="Table" />',
  ].join('\n'),
  'content/en/index.$tab-faq.mdx': '---\ntitle: FAQ\n---\n\n## Why keys\n\nBecause.\n',
  'content/en/demo/index.mdx': '---\ntitle: Demos\n---\n\nAll demos.\n\n<DemoIndex />\n',
  'content/en/demo/toggle.mdx': [
    '---',
    'title: Toggle',
    '---',
    '',
    'A toggle, like [the simple one](./simple "Simple").',
    '',
    '<Demo id="toggle" />',
    '',
    '## Related',
    '',
  ].join('\n'),
  'content/en/changelog.md': '---\ntitle: Changelog\n---\n\n## 1.0.0\n\n- First.\n',
};

const read = (file: string) => {
  const text = sources[file];
  if (text === undefined) throw new Error(`no fixture for ${file}`);
  return text;
};

const byPath = (pagePath: string) => registry.routes.find((r) => r.path === pagePath) as RouteEntry;

describe('markdownPath and pageHeading', () => {
  it('serves the home page at /index.md and every other page at its path plus .md', () => {
    expect(markdownPath('/')).toBe('/index.md');
    expect(markdownPath('/demo')).toBe('/demo.md');
    expect(markdownPath('/demo/simple')).toBe('/demo/simple.md');
  });

  it("serves the English home page's copy inside /en, and the English pages' below it", () => {
    expect(markdownPath('/en')).toBe('/en/index.md');
    expect(markdownPath('/en/demo')).toBe('/en/demo.md');
    expect(markdownPath('/en/demo/simple')).toBe('/en/demo/simple.md');
  });

  it('shows the subtitle in brackets, full-width in zh-CN', () => {
    expect(pageHeading({ title: 'Simple', subtitle: '基础表格' }, 'zh-CN')).toBe('Simple（基础表格）');
    expect(pageHeading({ title: 'Demo' }, 'zh-CN')).toBe('Demo');
    expect(pageHeading({ title: 'Simple', subtitle: 'Basic table' }, 'en')).toBe('Simple (Basic table)');
    expect(pageHeading({ title: 'Demos' }, 'en')).toBe('Demos');
  });
});

describe('pageMarkdown', () => {
  it('starts with the title and the description, without frontmatter', () => {
    const md = pageMarkdown(byPath('/demo/toggle'), read, context);
    expect(md.startsWith('# Toggle（开关）\n\n> 开关示例\n\nA toggle')).toBe(true);
    expect(md).not.toContain('title: Toggle');
    expect(md.endsWith('\n')).toBe(true);
  });

  it("turns a demo embed into a heading, its description (the edition's) and every file of its source", () => {
    const md = pageMarkdown(byPath('/demo/toggle'), read, context);
    const demo = [
      '## 开关按钮',
      '',
      '行会翻转的 `Table`。',
      '',
      '```tsx title="index.tsx"',
      "import { useToggle } from './useToggle';",
      '',
      'export default function Toggle() {',
      '  return <p>{`on`}</p>;',
      '}',
      '```',
      '',
      '```ts title="useToggle.ts"',
      'export function useToggle() {}',
      '```',
    ].join('\n');
    expect(md).toContain(`\n\n${demo}\n\n## Related`);
    expect(md).not.toContain('<Demo');
    expect(md).not.toContain('Toggle button');
  });

  it('makes site links absolute URLs and leaves external links as written', () => {
    const home = pageMarkdown(byPath('/'), read, context);
    expect(home).toContain('See [the demos](https://example.com/demo), [a heading](https://example.com/#install) and [GitHub](https://github.com/x).');

    const md = pageMarkdown(byPath('/demo/toggle'), read, context);
    expect(md).toContain('[the simple one](https://example.com/demo/simple "Simple")');
    expect(md).toContain('- [Scroll](https://example.com/demo/scroll-x): scrolling.');
    expect(md).toContain('![logo](https://example.com/logo.svg)');
    expect(md).toContain('[ref]: https://example.com/changelog');
  });

  it('drops imports, exports and comments', () => {
    const home = pageMarkdown(byPath('/'), read, context);
    expect(home).not.toMatch(/import|export|a note for authors/);
    expect(home).toContain('## Install\n\nSee');
    expect(home).toContain(`.\n\n### Table\n\n| ${messages.apiName} |`);

    const changelog = pageMarkdown(byPath('/changelog'), read, context);
    expect(changelog).toBe('# Changelog\n\n## 1.0.0\n\n- First, see `<Table>`, `footer={() => <div />}` and <https://example.org>.\n');
  });

  it('adds each tab as a ## section, its headings one level deeper', () => {
    const home = pageMarkdown(byPath('/'), read, context);
    expect(home).toContain('\n\n## FAQ\n\n### Why keys\n\nBecause.\n\n### Setext\n\nText.\n');
  });

  it('ends a demo page with the API props its demos use, linked to the home page rows', () => {
    const md = pageMarkdown(byPath('/demo/toggle'), read, context);
    expect(md.trimEnd().split('\n').at(-1)).toBe(
      `${messages.apiPropsUsed}：[\`rowKey\`](https://example.com/#api-table-rowkey)、[\`Column.title\`](https://example.com/#api-column-title)`,
    );
  });

  it('lists the demo pages in sidebar groups for <DemoIndex />', () => {
    const md = pageMarkdown(byPath('/demo'), read, context);
    expect(md).toBe(`# Demo\n\nAll demos.\n\n${messages.demoCount(1)}\n\n## Basics\n\n- [Toggle（开关）](https://example.com/demo/toggle): 开关示例\n`);
  });

  it('writes one file per page of both editions, keyed by its Markdown path', () => {
    expect(Object.keys(pageMarkdownFiles(read, siteContext)).sort()).toEqual([
      'changelog.md',
      'demo.md',
      'demo/toggle.md',
      'en/changelog.md',
      'en/demo.md',
      'en/demo/toggle.md',
      'en/index.md',
      'index.md',
    ]);
  });

  it("gives each page its edition's texts and API rows", () => {
    const files = pageMarkdownFiles(read, siteContext);
    expect(files['index.md']).toBe(pageMarkdown(byPath('/'), read, context));
    expect(files['en/index.md']).toBe(pageMarkdown(byPath('/en'), read, englishContext));
    expect(files['en/demo/toggle.md']).toBe(pageMarkdown(byPath('/en/demo/toggle'), read, englishContext));
    expect(files['index.md']).toContain('行的唯一键');
    expect(files['en/index.md']).toContain('The unique key of a row');
    expect(files['en/index.md']).not.toContain('行的唯一键');
  });

  it('writes the API message of SPEC §8 on every home page when the API parser is off', () => {
    const files = pageMarkdownFiles(read, { ...siteContext, api: null });
    expect(files['index.md']).toContain(`### Table\n\n${messages.apiParserDisabled}`);
    expect(files['en/index.md']).toContain(`### Table\n\n${en.apiParserDisabled}`);
  });
});

describe('pageMarkdown of the English edition', () => {
  it('starts with the title, the subtitle in plain brackets and the description', () => {
    const md = pageMarkdown(byPath('/en/demo/toggle'), read, englishContext);
    expect(md.startsWith('# Toggle (Switch)\n\n> A switch demo\n\nA toggle')).toBe(true);
  });

  it("shows the demo's English title and description, links inside /en, and its props used in English", () => {
    const md = pageMarkdown(byPath('/en/demo/toggle'), read, englishContext);
    expect(md).toContain('\n\n## Toggle button\n\nA `Table` whose rows flip.\n\n```tsx title="index.tsx"\n');
    expect(md).not.toContain('开关按钮');
    expect(md).toContain('[the simple one](https://example.com/en/demo/simple "Simple")');
    expect(md.trimEnd().split('\n').at(-1)).toBe(
      'Props used: [`rowKey`](https://example.com/en#api-table-rowkey), [`Column.title`](https://example.com/en#api-column-title)',
    );
  });

  it('lists the English demo pages for <DemoIndex />', () => {
    const md = pageMarkdown(byPath('/en/demo'), read, englishContext);
    expect(md).toBe(`# Demos\n\nAll demos.\n\n${en.demoCount(1)}\n\n## Basics\n\n- [Toggle (Switch)](https://example.com/en/demo/toggle): A switch demo\n`);
  });

  it('writes the API table with English headers and rows', () => {
    const home = pageMarkdown(byPath('/en'), read, englishContext);
    expect(home).toContain(
      '### Table\n\n| Name | Description | Type | Default | Since | In antd 6 |\n| --- | --- | --- | --- | --- | --- |\n| `rowKey` | The unique key of a row |',
    );
    expect(home).toContain('\n\n## FAQ\n\n### Why keys\n\nBecause.\n');
  });
});

describe('contentMarkdown', () => {
  /** A content file always starts with frontmatter (the registry requires a title): three lines before `body`. */
  const convert = (body: string, file = 'content/x.mdx', withContext = context) =>
    contentMarkdown(file, `---\ntitle: X\n---\n${body}`, { pageUrl: `${SITE}/x`, context: withContext });

  it('nests a demo heading below the heading before it', () => {
    expect(convert('## Usage\n\n### Detail\n\n<Demo id="toggle" />')).toContain('### Detail\n\n#### 开关按钮\n');
  });

  it('keeps a demo inside a list item indented under it', () => {
    const md = convert('- item\n\n  <Demo id="toggle" />\n');
    expect(md).toContain('- item\n\n  ## 开关按钮\n\n  行会翻转的 `Table`。\n\n  ```tsx title="index.tsx"\n  import');
  });

  it('fails on a component, raw HTML or an expression with no Markdown form, naming the file and its own line', () => {
    const fails = (source: string, file: string, reason: RegExp) => {
      let caught: unknown;
      try {
        convert(source, file);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(ContentError);
      expect((caught as ContentError).file).toBe(file);
      expect((caught as ContentError).reason).toMatch(reason);
    };
    fails('Text\n\n<Callout>hi</Callout>\n', 'content/a.mdx', /<Callout> on line 6 has no Markdown form/);
    fails('Text\n\n<div>hi</div>\n', 'content/b.md', /raw HTML on line 6/);
    fails('Sum: {1 + 1}\n', 'content/c.mdx', /expression \{1 \+ 1\} on line 4/);
    fails('<Demo id="missing" />\n', 'content/d.mdx', /names no registered demo/);
    fails('<API />\n', 'content/e.mdx', /<API> on line 4 needs a literal id attribute/);
    fails('<constructor />\n', 'content/f.mdx', /<constructor> on line 4 has no Markdown form/);
  });

  it('takes a component’s Markdown form from the context’s handlers, so a new component needs no change here', () => {
    const components = new Map([
      ...componentMarkdown,
      ['Callout', (element: JsxElement, scope: ComponentScope) => `> **${scope.attribute('kind')}**: ${toString(element)}`] as const,
    ]);
    expect(convert('## Note\n\n<Callout kind="Tip">Pin a column.</Callout>\n', 'content/g.mdx', { ...context, components })).toBe(
      '## Note\n\n> **Tip**: Pin a column.',
    );
  });
});

describe('apiMarkdown', () => {
  it('writes the props as a table with the page columns, pipes escaped and labels shown', () => {
    expect(apiMarkdown('Table', api, 'zh-CN', '1.x').split('\n')).toEqual([
      `| ${messages.apiName} | ${messages.apiDescription} | ${messages.apiType} | ${messages.apiDefault} | 引入版本 | 在 antd 6 中 |`,
      '| --- | --- | --- | --- | --- | --- |',
      "| `rowKey` | 行的唯一键 | `string \\| ((record) => string)` | `'key'` | 1.0.0 · 1.3.0 起弃用 | 同名，有变化：默认值同样是 `key`。 |",
      `| \`scroll\` ${messages.apiRequired} **Beta** | 滚动 区域 | \`{ x?: number }\` | - | - | 同名 |`,
      '| ~~`old`~~ **Deprecated**: Use `scroll`. | 旧属性 | `boolean` | - | - | - |',
    ]);
  });

  it("writes the English edition's table with its columns and labels", () => {
    const noEffect = { ...englishApi.Table[0], name: 'render', labels: ['no-effect' as const] };
    expect(apiMarkdown('Table', { Table: [...englishApi.Table, noEffect] }, 'en', '7.x').split('\n')).toEqual([
      '| Name | Description | Type | Default | Since | In antd 5 |',
      '| --- | --- | --- | --- | --- | --- |',
      "| `rowKey` | The unique key of a row | `string \\| ((record) => string)` | `'key'` | - | Not in antd 5.29.3 yet: it ships rc-table 7.54.0. |",
      '| `scroll` (required) **Beta** | Scroll area | `{ x?: number }` | - | - | `area` |',
      '| ~~`old`~~ **Deprecated**: Use `scroll`. | Old prop | `boolean` | - | - | - |',
      "| `render` **No effect** | The unique key of a row | `string \\| ((record) => string)` | `'key'` | - | Not in antd 5.29.3 yet: it ships rc-table 7.54.0. |",
    ]);
  });

  it('gives the message the page shows when it cannot show a table', () => {
    expect(apiMarkdown('Table', null, 'zh-CN', '1.x')).toBe(messages.apiParserDisabled);
    expect(apiMarkdown('Nope', api, 'zh-CN', '1.x')).toBe(messages.apiNotFound('Nope'));
    expect(apiMarkdown('Nope', englishApi, 'en', '1.x')).toBe('Properties definition not found for Nope component');
  });
});

describe('code spans and fences', () => {
  it('are longer than any backtick run inside', () => {
    expect(codeSpan('a')).toBe('`a`');
    expect(codeSpan('`x`')).toBe('`` `x` ``');
    expect(fencedCode('const s = ```;\n', 'ts')).toBe('````ts\nconst s = ```;\n````');
  });
});

/** Everything remark finds in plain Markdown (no MDX): raw HTML would show up as `html` nodes. */
function nodeTypes(markdown: string): Nodes[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  const all: Nodes[] = [];
  const visit = (node: Nodes) => {
    all.push(node);
    if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
  return all;
}

describe('the Markdown copies of the real site (needs `npm run registry`)', () => {
  const root = path.join(__dirname, '..', '..', '..');
  const generated = path.join(root, '.generated');
  const json = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(generated, file), 'utf8')) as T;
  const site = json<Registry>('registry.json');
  const apiOf = (line: LineId, locale: LocaleId): ApiData =>
    Object.fromEntries(
      fs
        .readdirSync(path.join(generated, 'api', line, locale))
        .map((file) => [file.replace(/\.json$/, ''), json<ApiData[string]>(path.join('api', line, locale, file))]),
    );
  const siteApi = Object.fromEntries(
    LINE_IDS.map((line) => [line, Object.fromEntries(LOCALES.map((locale) => [locale.id, apiOf(line, locale.id)]))]),
  ) as LineApiData;
  const files = pageMarkdownFiles((file, line) => lineFileText(root, file, line), {
    siteUrl: SITE,
    registry: site,
    api: siteApi,
    propsUsed: json('api-usage.json'),
    answers: json('answers.json'),
    matrix: json('virtual-matrix.json'),
    lab: json('lab-measured.json'),
  });

  it('has a copy of every page, English ones and every line included', () => {
    expect(Object.keys(files).sort()).toEqual(site.routes.map((r) => markdownPath(r.path).slice(1)).sort());
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['en/index.md', '7.x/index.md', 'en/7.x/index.md', '7.x/demo/simple.md']));
  });

  it("gives each line's copy that line's package names and texts", () => {
    expect(files['demo/simple.md']).toContain("from '@rc-component/table'");
    expect(files['demo/simple.md']).not.toMatch(/from 'rc-table'/);
    expect(files['7.x/demo/simple.md']).toContain("from 'rc-table'");
    expect(files['index.md']).toContain('1.12.0');
    expect(files['7.x/index.md']).toContain('7.55.1');
    expect(files['en/7.x/index.md']).not.toContain('1.12.0 and React 19');
    // Links inside a line stay on it; the props-used line links the line's own API rows.
    expect(files['7.x/demo/fixed-columns.md']).toContain(`${SITE}/7.x#api-column-fixed`);
  });

  it.each(site.routes.map((r) => [r.path, r] as const))('%s: a # title, then Markdown with no JSX, HTML, import or export left', (_, page) => {
    const md = files[markdownPath(page.path).slice(1)];
    expect(md.startsWith(`# ${pageHeading(page.meta.frontmatter, localeOfPath(page.path))}\n`)).toBe(true);
    const nodes = nodeTypes(md);
    expect(nodes.filter((node) => node.type === 'html').map((node) => ('value' in node ? node.value : ''))).toEqual([]);
    const prose = nodes.filter((node) => node.type === 'paragraph').map((node) => md.slice(node.position?.start.offset, node.position?.end.offset));
    expect(prose.filter((text) => /^(import|export)\s/.test(text) || /^\{.*\}$/s.test(text))).toEqual([]);
    expect(nodes.filter((node) => node.type === 'heading' && node.depth === 1)).toHaveLength(1);
    for (const id of page.demos) {
      const entry = site.demos[standaloneDemoId(id, page.line)].asset.dependencies['index.tsx'];
      expect(entry.type).toBe('FILE');
      expect(md).toContain(entry.value.trimEnd());
    }
  });
});
