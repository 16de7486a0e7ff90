import fs from 'node:fs';
import path from 'node:path';
import { buildRegistry } from '@/lib/registry/build';
import type { Registry, RouteEntry } from '@/lib/registry/types';
import { localeOfPath } from '@/lib/i18n/locales';
import { lineOfPath } from '@/lib/lines/paths';
import {
  bilingual,
  build,
  demoEntry,
  FIXED_TIME,
  FIXTURES_DIR,
  makeTempDir,
  page,
  projectFromTree,
  removeTempDirs,
  SITE_PACKAGES,
  siteProject,
} from './fixture';

afterEach(removeTempDirs);

const SITE = path.join(FIXTURES_DIR, 'site');
const fixtureText = (relative: string) => fs.readFileSync(path.join(SITE, relative), 'utf8');

function routeById(registry: Registry, id: string): RouteEntry {
  const found = registry.routes.find((r) => r.id === id);
  if (!found) throw new Error(`no route "${id}"`);
  return found;
}

describe('buildRegistry on the site fixture', () => {
  let registry: Registry;
  let root: string;
  const lastUpdatedCalls: string[] = [];

  beforeEach(() => {
    root = siteProject();
    lastUpdatedCalls.length = 0;
    registry = buildRegistry({
      root,
      lastUpdated: (file) => {
        lastUpdatedCalls.push(file);
        return FIXED_TIME;
      },
    });
  });

  it('registers one route per page and line (tabs excluded), sorted by path, with ids, paths and lines', () => {
    expect(registry.routes.map((r) => [r.id, r.path, r.line])).toEqual([
      ['index', '/', '1.x'],
      ['7.x/index', '/7.x', '7.x'],
      ['7.x/api', '/7.x/api', '7.x'],
      ['7.x/changelog', '/7.x/changelog', '7.x'],
      ['7.x/demo/index', '/7.x/demo', '7.x'],
      ['7.x/demo/plain', '/7.x/demo/plain', '7.x'],
      ['7.x/demo/toggle', '/7.x/demo/toggle', '7.x'],
      ['api', '/api', '1.x'],
      ['changelog', '/changelog', '1.x'],
      ['demo/index', '/demo', '1.x'],
      ['demo/plain', '/demo/plain', '1.x'],
      ['demo/toggle', '/demo/toggle', '1.x'],
      ['en/index', '/en', '1.x'],
      ['en/7.x/index', '/en/7.x', '7.x'],
      ['en/7.x/api', '/en/7.x/api', '7.x'],
      ['en/7.x/changelog', '/en/7.x/changelog', '7.x'],
      ['en/7.x/demo/index', '/en/7.x/demo', '7.x'],
      ['en/7.x/demo/plain', '/en/7.x/demo/plain', '7.x'],
      ['en/7.x/demo/toggle', '/en/7.x/demo/toggle', '7.x'],
      ['en/api', '/en/api', '1.x'],
      ['en/changelog', '/en/changelog', '1.x'],
      ['en/demo/index', '/en/demo', '1.x'],
      ['en/demo/plain', '/en/demo/plain', '1.x'],
      ['en/demo/toggle', '/en/demo/toggle', '1.x'],
    ]);
  });

  it("moves a line's nav paths onto it and keeps the shared file as the page's source", () => {
    expect(routeById(registry, '7.x/demo/toggle').meta.frontmatter).toMatchObject({
      nav: { title: 'Demo', path: '/7.x/demo' },
      filename: 'content/demo/toggle.mdx',
    });
    expect(routeById(registry, 'en/7.x/demo/toggle').meta.frontmatter.nav).toEqual({ title: 'Demo', path: '/en/7.x/demo' });
  });

  it('reads the whole frontmatter and adds the posix filename and lastUpdated', () => {
    expect(routeById(registry, 'index').meta.frontmatter).toEqual({
      title: 'Fixture Table',
      subtitle: '表格组件',
      description: 'A fixture site for the registry tests.',
      keywords: ['table', '表格'],
      toc: true,
      hero: { title: 'Fixture Table', description: 'A table for fixtures' },
      filename: 'content/index.mdx',
      lastUpdated: FIXED_TIME,
    });
    expect(routeById(registry, 'demo/toggle').meta.frontmatter).toEqual({
      title: 'Toggle',
      nav: { title: 'Demo', path: '/demo' },
      group: { title: 'Basics', order: 1 },
      order: 2,
      filename: 'content/demo/toggle.mdx',
      lastUpdated: FIXED_TIME,
    });
  });

  it('asks lastUpdated about each page file by absolute path, and not about tabs', () => {
    const pages = ['api.mdx', 'changelog.md', 'demo/index.mdx', 'demo/plain.mdx', 'demo/toggle.mdx', 'index.mdx'];
    expect([...lastUpdatedCalls].sort()).toEqual(
      [...pages.map((f) => `content/${f}`), ...pages.map((f) => `content/en/${f}`)].map((f) => path.join(root, f)).sort(),
    );
  });

  it('outlines each page body into toc and texts', () => {
    const index = routeById(registry, 'index');

    expect(index.meta.toc).toEqual([
      { id: 'install', depth: 2, title: 'Install' },
      { id: 'usage', depth: 3, title: 'Usage' },
    ]);
    expect(index.meta.texts).toEqual([
      { value: 'Welcome to the fixture.', paraId: 0 },
      { value: 'Install it once.', paraId: 1, tocIndex: 0 },
      { value: 'Render a Table with columns.', paraId: 2, tocIndex: 1 },
    ]);
  });

  it('parses .md pages as Markdown', () => {
    const changelog = routeById(registry, 'changelog');

    expect(changelog.meta.frontmatter.filename).toBe('content/changelog.md');
    expect(changelog.meta.frontmatter.toc).toBe(false);
    expect(changelog.meta.toc).toEqual([{ id: '100', depth: 2, title: '1.0.0' }]);
    expect(changelog.meta.texts).toEqual([{ value: 'First release.', paraId: 0, tocIndex: 0 }]);
  });

  it('attaches index.$tab-faq.mdx to the index page as the tab "faq"', () => {
    expect(routeById(registry, 'index').meta.tabs).toEqual([
      {
        key: 'faq',
        meta: {
          frontmatter: { title: 'FAQ', filename: 'content/index.$tab-faq.mdx' },
          toc: [{ id: 'why-keys', depth: 2, title: 'Why keys' }],
          texts: [{ value: 'Rows need a key.', paraId: 0, tocIndex: 0 }],
        },
      },
    ]);
  });

  it('attaches en/index.$tab-faq.mdx to the English index page as its tab "faq"', () => {
    expect(routeById(registry, 'en/index').meta.tabs.map((tab) => [tab.key, tab.meta.frontmatter.filename])).toEqual([
      ['faq', 'content/en/index.$tab-faq.mdx'],
    ]);
  });

  it('gives pages without tab files no tabs', () => {
    const withTabs = ['index', 'en/index', '7.x/index', 'en/7.x/index'];
    for (const route of registry.routes.filter((r) => !withTabs.includes(r.id))) expect(route.meta.tabs).toEqual([]);
  });

  it('lists the demos each page embeds, by name, the same on every line', () => {
    for (const route of registry.routes.filter((r) => r.line === '7.x')) {
      expect([route.id, route.demos]).toEqual([route.id, registry.routes.find((r) => r.id === route.id.replace('7.x/', ''))?.demos]);
    }
    expect(Object.fromEntries(registry.routes.filter((r) => r.line === '1.x').map((r) => [r.id, r.demos]))).toEqual({
      index: [],
      api: [],
      changelog: [],
      'demo/index': [],
      'demo/plain': ['plain'],
      'demo/toggle': ['toggle'],
      'en/index': [],
      'en/api': [],
      'en/changelog': [],
      'en/demo/index': [],
      'en/demo/plain': ['plain'],
      'en/demo/toggle': ['toggle'],
    });
  });

  it('registers each demo on each line with its route and header', () => {
    expect(Object.keys(registry.demos).sort()).toEqual(['7.x-plain', '7.x-toggle', 'plain', 'toggle']);
    const { toggle } = registry.demos;

    expect(toggle).toMatchObject({ id: 'toggle', name: 'toggle', line: '1.x' });
    expect(registry.demos['7.x-toggle']).toMatchObject({ id: '7.x-toggle', name: 'toggle', line: '7.x', routeId: '7.x/demo/toggle' });
    expect(toggle.routeId).toBe('demo/toggle');
    expect(toggle.asset.id).toBe('toggle');
    expect(toggle.asset.title).toBe('Toggle button');
    expect(toggle.asset.description).toBe('A `Table` whose rows flip on and off.');
    expect(toggle.asset.keywords).toEqual(['toggle', '开关']);
  });

  it("gives each demo its title and description in each edition: the header's zh-CN block, and its English title and description", () => {
    expect(registry.demos.toggle.asset.locales).toEqual({
      'zh-CN': { title: '开关按钮', description: '行会开关翻转的 `Table`。' },
      en: { title: 'Toggle button', description: 'A `Table` whose rows flip on and off.' },
    });
    expect(registry.demos.toggle.asset).not.toHaveProperty('zh-CN');
  });

  it("collects the entry without its header, local files transitively, and npm packages at their installed version, with each line's names", () => {
    const entrySource = fixtureText('demos/toggle/index.tsx');
    const entryCode = entrySource.slice(entrySource.indexOf('import Table'));

    expect(registry.demos.toggle.asset.dependencies).toMatchObject({
      'index.tsx': { type: 'FILE', value: entryCode.replace(/'rc-table(?=[/'])/g, "'@rc-component/table") },
      '@rc-component/table': { type: 'NPM', value: SITE_PACKAGES['@rc-component/table'] },
    });
    expect(registry.demos.toggle.asset.dependencies).not.toHaveProperty('rc-table');
    expect(registry.demos['7.x-toggle'].asset.dependencies).toEqual({
      'index.tsx': { type: 'FILE', value: entryCode },
      'useToggle.ts': { type: 'FILE', value: fixtureText('demos/toggle/useToggle.ts') },
      'labels.ts': { type: 'FILE', value: fixtureText('demos/toggle/labels.ts') },
      'style.css': { type: 'FILE', value: fixtureText('demos/toggle/style.css') },
      'rc-table': { type: 'NPM', value: SITE_PACKAGES['rc-table'] },
      react: { type: 'NPM', value: SITE_PACKAGES.react },
    });
  });

  it('lists the entry file first, then files, then packages', () => {
    expect(Object.keys(registry.demos['7.x-toggle'].asset.dependencies)).toEqual(['index.tsx', 'useToggle.ts', 'style.css', 'labels.ts', 'rc-table', 'react']);
    expect(Object.keys(registry.demos.toggle.asset.dependencies)).toEqual([
      'index.tsx',
      'useToggle.ts',
      'style.css',
      'labels.ts',
      '@rc-component/table',
      'react',
    ]);
  });

  it('gives a demo without imports only its entry file', () => {
    expect(registry.demos.plain).toEqual({
      id: 'plain',
      name: 'plain',
      line: '1.x',
      routeId: 'demo/plain',
      asset: {
        id: 'plain',
        title: 'Plain demo',
        description: 'A demo without imports.',
        locales: { 'zh-CN': { title: '朴素示例', description: '没有任何导入的示例。' }, en: { title: 'Plain demo', description: 'A demo without imports.' } },
        keywords: [],
        dependencies: { 'index.tsx': { type: 'FILE', value: 'export default function Plain() {\n  return <p>plain</p>;\n}\n' } },
      },
    });
  });

  it('builds nav items ordered by nav.order, then title, each linking to its path', () => {
    const zhCN = registry.nav.filter((item) => localeOfPath(item.link) === 'zh-CN' && lineOfPath(item.link) === '1.x');
    expect(zhCN).toEqual([
      { title: 'Demo', order: 1, activePath: '/demo', link: '/demo' },
      { title: 'Changelog', order: 2, activePath: '/changelog', link: '/changelog' },
      { title: 'API', order: expect.any(Number), activePath: '/api', link: '/api' },
    ]);
    expect(zhCN[2].order).toBeGreaterThan(2);
  });

  it('builds the English nav items the same way, linking under /en, and each line its own', () => {
    expect(registry.nav.filter((item) => localeOfPath(item.link) === 'en').map((item) => [item.title, item.link])).toEqual([
      ['Demo', '/en/demo'],
      ['Demo', '/en/7.x/demo'],
      ['Changelog', '/en/changelog'],
      ['Changelog', '/en/7.x/changelog'],
      ['API', '/en/api'],
      ['API', '/en/7.x/api'],
    ]);
    expect(registry.nav).toHaveLength(12);
  });

  it('makes aliases of zh-CN pages only (the old addresses were never under /en), on every line', () => {
    expect(Object.values(registry.aliases).filter((target) => target.startsWith('/en'))).toEqual([]);
    expect(Object.keys(registry.aliases).filter((alias) => alias.startsWith('/en'))).toEqual([]);
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(registry))).toEqual(registry);
  });
});

describe('buildRegistry on generated trees', () => {
  it('builds an empty registry for a root without content or demos', () => {
    expect(build(makeTempDir())).toEqual({ routes: [], demos: {}, nav: [], aliases: {} });
  });

  it('follows re-exports, type imports, directory indexes and JSON files, and names scoped packages without the subpath', () => {
    const root = projectFromTree(
      bilingual({
        'content/demo/kit.mdx': page('title: Kit', '<Demo id="kit" />\n'),
        'demos/kit/index.tsx': demoEntry(
          'title: Kit\ndescription: Everything at once.',
          [
            "import { Widget } from '@acme/widgets/button';",
            "import type { Row } from './types';",
            "import rows from './rows.json';",
            "import { Panel } from './parts';",
            "export * from './reexported';",
            'export default function Kit() {',
            '  return <Panel><Widget rows={rows as Row[]} /></Panel>;',
            '}',
            '',
          ].join('\n'),
        ),
        'demos/kit/types.ts': 'export interface Row { key: string }\n',
        'demos/kit/rows.json': '[{ "key": "1" }]\n',
        'demos/kit/parts/index.tsx': "import { theme } from '../theme';\nexport const Panel = theme;\n",
        'demos/kit/theme.ts': "import 'normalize.css';\nexport const theme = 'light';\n",
        'demos/kit/reexported.ts': 'export const extra = 1;\n',
      }),
      { '@acme/widgets': '2.3.4', 'normalize.css': '8.0.1' },
    );

    const { dependencies } = build(root).demos.kit.asset;

    expect(Object.keys(dependencies).sort()).toEqual(
      ['@acme/widgets', 'index.tsx', 'normalize.css', 'parts/index.tsx', 'reexported.ts', 'rows.json', 'theme.ts', 'types.ts'].sort(),
    );
    expect(dependencies['@acme/widgets']).toEqual({ type: 'NPM', value: '2.3.4' });
    expect(dependencies['normalize.css']).toEqual({ type: 'NPM', value: '8.0.1' });
    expect(dependencies['parts/index.tsx']).toEqual({ type: 'FILE', value: "import { theme } from '../theme';\nexport const Panel = theme;\n" });
    expect(dependencies['rows.json']).toEqual({ type: 'FILE', value: '[{ "key": "1" }]\n' });
  });

  it('includes a file imported by two others once', () => {
    const root = projectFromTree(
      bilingual({
        'content/demo/shared.mdx': page('title: Shared', '<Demo id="shared" />\n'),
        'demos/shared/index.tsx': demoEntry('title: S\ndescription: D', "import './a';\nimport './b';\nexport default 1;\n"),
        'demos/shared/a.ts': "import './common';\n",
        'demos/shared/b.ts': "import './common';\n",
        'demos/shared/common.ts': 'export {};\n',
      }),
    );

    expect(Object.keys(build(root).demos.shared.asset.dependencies)).toEqual(['index.tsx', 'a.ts', 'b.ts', 'common.ts']);
  });

  it('does not read imports out of CSS files', () => {
    const root = projectFromTree(
      bilingual({
        'content/demo/styled.mdx': page('title: Styled', '<Demo id="styled" />\n'),
        'demos/styled/index.tsx': demoEntry('title: S\ndescription: D', "import './style.css';\nexport default 1;\n"),
        'demos/styled/style.css': "@import 'not-a-package';\n.a { color: red; }\n",
      }),
    );

    expect(Object.keys(build(root).demos.styled.asset.dependencies)).toEqual(['index.tsx', 'style.css']);
  });

  it('sorts routes by path whatever the file order', () => {
    const root = projectFromTree(
      bilingual({
        'content/zeta.mdx': page('title: Zeta'),
        'content/alpha/index.md': page('title: Alpha'),
        'content/index.mdx': page('title: Home'),
        'content/alpha/beta.mdx': page('title: Beta'),
      }),
    );

    expect(
      build(root)
        .routes.filter((r) => r.line === '1.x')
        .map((r) => r.path),
    ).toEqual(['/', '/alpha', '/alpha/beta', '/en', '/en/alpha', '/en/alpha/beta', '/en/zeta', '/zeta']);
  });

  it('ignores files in content/ that are not .md or .mdx', () => {
    const root = projectFromTree(
      bilingual({
        'content/index.mdx': page('title: Home'),
        'content/notes.txt': 'not a page',
        'content/data.json': '{}',
      }),
    );

    expect(build(root).routes.map((r) => r.id)).toEqual(['index', '7.x/index', 'en/index', 'en/7.x/index']);
  });

  it('keeps tabs in file-name order', () => {
    const root = projectFromTree(
      bilingual({
        'content/guide.mdx': page('title: Guide', '## Intro\n'),
        'content/guide.$tab-zz-last.mdx': page('title: Last', '## Last\n'),
        'content/guide.$tab-api.md': page('title: API', '## Props\n'),
      }),
    );

    const { tabs } = routeById(build(root), 'guide').meta;
    expect(tabs.map((t) => [t.key, t.meta.frontmatter.filename])).toEqual([
      ['api', 'content/guide.$tab-api.md'],
      ['zz-last', 'content/guide.$tab-zz-last.mdx'],
    ]);
  });

  it('uses the lowest nav.order any page gives for a shared nav path, and the title breaks ties', () => {
    const root = projectFromTree(
      bilingual({
        'content/docs/index.mdx': page('title: Docs\nnav:\n  title: Docs\n  path: /docs'),
        'content/docs/intro.mdx': page('title: Intro\nnav:\n  title: Docs\n  path: /docs\n  order: 5'),
        'content/docs/more.mdx': page('title: More\nnav:\n  title: Docs\n  path: /docs\n  order: 3'),
        'content/blog.mdx': page('title: Blog\nnav:\n  title: Blog\n  path: /blog\n  order: 3'),
        'content/about.mdx': page('title: About\nnav:\n  title: About\n  path: /about\n  order: 3'),
      }),
    );

    const nav = build(root).nav.filter((item) => lineOfPath(item.link) === '1.x');
    expect(nav.filter((item) => localeOfPath(item.link) === 'zh-CN').map((item) => [item.title, item.order])).toEqual([
      ['About', 3],
      ['Blog', 3],
      ['Docs', 3],
    ]);
    expect(nav.filter((item) => localeOfPath(item.link) === 'en').map((item) => [item.title, item.order, item.link])).toEqual([
      ['About', 3, '/en/about'],
      ['Blog', 3, '/en/blog'],
      ['Docs', 3, '/en/docs'],
    ]);
  });
});

describe('buildRegistry with a line of its own', () => {
  const base = bilingual({
    'content/index.mdx': page('title: Home'),
    'content/changelog.md': page('title: Changelog\nnav:\n  title: Changelog\n  path: /changelog', '## 1.0.0\n\nShared notes.\n'),
    'content/only.mdx': page('title: Only on 1.x\nlines: [1.x]', 'New things.\n'),
  });

  it("serves a line's own file (content/<line>/…) on that line and the shared file on the others", () => {
    const root = projectFromTree({
      ...base,
      ...bilingual({ 'content/7.x/changelog.md': page('title: Changelog\nnav:\n  title: Changelog\n  path: /changelog', '## 7.55.1\n\nFrozen.\n') }),
    });
    const registry = build(root);
    expect(routeById(registry, 'changelog').meta).toMatchObject({ frontmatter: { filename: 'content/changelog.md' }, toc: [{ id: '100' }] });
    expect(routeById(registry, '7.x/changelog').meta).toMatchObject({
      frontmatter: { filename: 'content/7.x/changelog.md', nav: { path: '/7.x/changelog' } },
      toc: [{ id: '7551' }],
    });
    expect(routeById(registry, 'en/7.x/changelog').meta.frontmatter.filename).toBe('content/en/7.x/changelog.md');
  });

  it("leaves a page off the lines its frontmatter's `lines` leaves out", () => {
    const registry = build(projectFromTree(base));
    expect(registry.routes.filter((r) => r.id.endsWith('only')).map((r) => r.path)).toEqual(['/en/only', '/only']);
  });
});
