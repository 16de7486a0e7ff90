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
import { contentMarkdown, pageMarkdown, pageMarkdownFiles } from '@/lib/markdown/page-markdown';
import { markdownPath, pageHeading } from '@/lib/markdown/path';
import type { ApiData } from '@/lib/api/types';
import type { DemoEntry, Frontmatter, Registry, RouteEntry } from '@/lib/registry/types';
import { zhCN as messages } from '@/lib/messages/zh-CN';

const SITE = 'https://example.com';

function route(id: string, path: string, frontmatter: Partial<Frontmatter> & { title: string }, extra: Partial<RouteEntry> = {}): RouteEntry {
  return {
    id,
    path,
    demos: [],
    meta: { frontmatter: { filename: `content/${id}.mdx`, lastUpdated: 0, ...frontmatter }, toc: [], texts: [], tabs: [] },
    ...extra,
  };
}

const toggle: DemoEntry = {
  id: 'toggle',
  routeId: 'demo/toggle',
  asset: {
    id: 'toggle',
    title: 'Toggle button',
    description: 'A `Table` whose rows flip.',
    keywords: [],
    dependencies: {
      'index.tsx': { type: 'FILE', value: "import { useToggle } from './useToggle';\n\nexport default function Toggle() {\n  return <p>{`on`}</p>;\n}\n" },
      'useToggle.ts': { type: 'FILE', value: 'export function useToggle() {}\n' },
      react: { type: 'NPM', value: '19.0.0' },
    },
  },
};

const demoNav = { title: 'Demo', path: '/demo' };
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
  ],
  demos: { toggle },
  nav: [{ title: 'Demo', order: 1, activePath: '/demo', link: '/demo' }],
  aliases: {},
};

const api: ApiData = {
  Table: [
    { name: 'rowKey', description: '行的唯一键', type: 'string | ((record) => string)', default: "'key'", required: false, labels: [] },
    { name: 'scroll', description: '滚动\n区域', type: '{ x?: number }', required: true, labels: ['beta'] },
    { name: 'old', description: '旧属性', type: 'boolean', required: false, labels: ['deprecated'], deprecation: 'Use `scroll`.' },
  ],
};

const context: MarkdownContext = {
  siteUrl: SITE,
  registry,
  api,
  propsUsed: {
    'demo/toggle': [
      { table: 'Table', prop: 'rowKey' },
      { table: 'Column', prop: 'title' },
    ],
  },
};

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

  it('shows the subtitle in brackets', () => {
    expect(pageHeading({ title: 'Simple', subtitle: '基础表格' })).toBe('Simple（基础表格）');
    expect(pageHeading({ title: 'Demo' })).toBe('Demo');
  });
});

describe('pageMarkdown', () => {
  it('starts with the title and the description, without frontmatter', () => {
    const md = pageMarkdown(byPath('/demo/toggle'), read, context);
    expect(md.startsWith('# Toggle（开关）\n\n> 开关示例\n\nA toggle')).toBe(true);
    expect(md).not.toContain('title: Toggle');
    expect(md.endsWith('\n')).toBe(true);
  });

  it('turns a demo embed into a heading, its description and every file of its source', () => {
    const md = pageMarkdown(byPath('/demo/toggle'), read, context);
    const demo = [
      '## Toggle button',
      '',
      'A `Table` whose rows flip.',
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
    expect(home).toContain('.\n\n### Table\n\n| Name |');

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

  it('writes one file per page, keyed by its Markdown path', () => {
    expect(Object.keys(pageMarkdownFiles(read, context)).sort()).toEqual(['changelog.md', 'demo.md', 'demo/toggle.md', 'index.md']);
  });
});

describe('contentMarkdown', () => {
  /** A content file always starts with frontmatter (the registry requires a title): three lines before `body`. */
  const convert = (body: string, file = 'content/x.mdx', withContext = context) =>
    contentMarkdown(file, `---\ntitle: X\n---\n${body}`, { pageUrl: `${SITE}/x`, context: withContext });

  it('nests a demo heading below the heading before it', () => {
    expect(convert('## Usage\n\n### Detail\n\n<Demo id="toggle" />')).toContain('### Detail\n\n#### Toggle button\n');
  });

  it('keeps a demo inside a list item indented under it', () => {
    const md = convert('- item\n\n  <Demo id="toggle" />\n');
    expect(md).toContain('- item\n\n  ## Toggle button\n\n  A `Table` whose rows flip.\n\n  ```tsx title="index.tsx"\n  import');
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
    expect(apiMarkdown('Table', api).split('\n')).toEqual([
      `| ${messages.apiName} | ${messages.apiDescription} | ${messages.apiType} | ${messages.apiDefault} |`,
      '| --- | --- | --- | --- |',
      "| `rowKey` | 行的唯一键 | `string \\| ((record) => string)` | `'key'` |",
      `| \`scroll\` ${messages.apiRequired} **Beta** | 滚动 区域 | \`{ x?: number }\` | - |`,
      '| ~~`old`~~ **Deprecated**: Use `scroll`. | 旧属性 | `boolean` | - |',
    ]);
  });

  it('gives the message the page shows when it cannot show a table', () => {
    expect(apiMarkdown('Table', null)).toBe(messages.apiParserDisabled);
    expect(apiMarkdown('Nope', api)).toBe(messages.apiNotFound('Nope'));
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
  const siteApi: ApiData = Object.fromEntries(
    fs.readdirSync(path.join(generated, 'api')).map((file) => [file.replace(/\.json$/, ''), json<ApiData[string]>(path.join('api', file))]),
  );
  const files = pageMarkdownFiles((file) => fs.readFileSync(path.join(root, file), 'utf8'), {
    siteUrl: SITE,
    registry: site,
    api: siteApi,
    propsUsed: json('api-usage.json'),
  });

  it('has a copy of every page', () => {
    expect(Object.keys(files).sort()).toEqual(site.routes.map((r) => markdownPath(r.path).slice(1)).sort());
  });

  it.each(site.routes.map((r) => [r.path, r] as const))('%s: a # title, then Markdown with no JSX, HTML, import or export left', (_, page) => {
    const md = files[markdownPath(page.path).slice(1)];
    expect(md.startsWith(`# ${pageHeading(page.meta.frontmatter)}\n`)).toBe(true);
    const nodes = nodeTypes(md);
    expect(nodes.filter((node) => node.type === 'html').map((node) => ('value' in node ? node.value : ''))).toEqual([]);
    const prose = nodes.filter((node) => node.type === 'paragraph').map((node) => md.slice(node.position?.start.offset, node.position?.end.offset));
    expect(prose.filter((text) => /^(import|export)\s/.test(text) || /^\{.*\}$/s.test(text))).toEqual([]);
    expect(nodes.filter((node) => node.type === 'heading' && node.depth === 1)).toHaveLength(1);
    for (const id of page.demos) {
      const entry = site.demos[id].asset.dependencies['index.tsx'];
      expect(entry.type).toBe('FILE');
      expect(md).toContain(entry.value.trimEnd());
    }
  });
});
