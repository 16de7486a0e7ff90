/**
 * `lib/source.ts` over the site's own registry build (`.generated/`, written by `npm run registry`), and the
 * rule that keeps the registry out of client bundles: no 'use client' module reaches it through its imports.
 */
import fs from 'node:fs';
import path from 'node:path';
import { valueImportSpecifiers } from '@/lib/registry/demo-source';
import { routesWithoutTwin } from '@/lib/lines/twins';
import {
  demoAliases,
  demoById,
  demoIds,
  demoPageRoutes,
  hasRoute,
  navItemsFor,
  pagePathsOf,
  propsUsedBy,
  routeByPath,
  sandboxPackagesOf,
  sidebarSectionsFor,
} from '@/lib/source';

const ROOT = path.join(__dirname, '..', '..');

describe('source', () => {
  it('finds a page by its path, and names a path that has none', () => {
    expect(routeByPath('/demo/simple').meta.frontmatter.filename).toBe('content/demo/simple.mdx');
    expect(routeByPath('/en/demo/simple').meta.frontmatter.filename).toBe('content/en/demo/simple.mdx');
    expect(routeByPath('/en').meta.frontmatter.filename).toBe('content/en/index.mdx');
    expect(() => routeByPath('/nowhere')).toThrow('No page is registered at "/nowhere"');
  });

  it('lists the demo pages below /demo, without the index', () => {
    const paths = demoPageRoutes('zh-CN', '1.x').map((route) => route.path);

    expect(paths).toContain('/demo/simple');
    expect(paths).not.toContain('/demo');
    expect(paths.every((p) => p.startsWith('/demo/'))).toBe(true);
  });

  it("lists the English edition's demo pages below /en/demo, the same pages as zh-CN's", () => {
    const paths = demoPageRoutes('en', '1.x').map((route) => route.path);

    expect(paths).toContain('/en/demo/simple');
    expect(paths).not.toContain('/en/demo');
    expect(paths.every((p) => p.startsWith('/en/demo/'))).toBe(true);
    expect(paths.map((p) => p.slice('/en'.length)).sort()).toEqual(
      demoPageRoutes('zh-CN', '1.x')
        .map((route) => route.path)
        .sort(),
    );
  });

  it('gives the aliases below /demo by name, each leading to a demo page', () => {
    const pages = new Set(demoPageRoutes('zh-CN', '1.x').map((route) => route.path));
    const aliases = demoAliases('1.x');

    expect(aliases).toContainEqual({ name: 'scrollXY', target: '/demo/scroll-xy' });
    expect(aliases.filter(({ target }) => !pages.has(target))).toEqual([]);
    // The old site's addresses were never under /en: no alias leads there.
    expect(aliases.filter(({ target }) => target.startsWith('/en'))).toEqual([]);
  });

  it('finds each demo by id with the page that embeds it and its export versions, and names an unknown id', () => {
    expect(demoIds()).toContain('simple');
    expect(demoById('simple').routeId).toBe('demo/simple');
    expect(sandboxPackagesOf('simple').dependencies).toHaveProperty('@rc-component/table');
    expect(sandboxPackagesOf('7.x-simple').dependencies).toHaveProperty('rc-table');
    expect(demoById('7.x-simple')).toMatchObject({ name: 'simple', line: '7.x', routeId: '7.x/demo/simple' });
    expect(() => demoById('ghost')).toThrow('No demo is registered as "ghost"');
    expect(() => sandboxPackagesOf('ghost')).toThrow('"ghost"');
  });

  it("gives each line its own pages, demo pages, aliases, nav and sidebar, at the line's paths", () => {
    expect(routeByPath('/7.x/demo/simple')).toMatchObject({
      id: '7.x/demo/simple',
      line: '7.x',
      meta: { frontmatter: { filename: 'content/demo/simple.mdx' } },
    });
    expect(routeByPath('/en/7.x')).toMatchObject({ id: 'en/7.x/index', line: '7.x' });
    // Every demo page of 1.x is on 7.x too, but for those whose `lines` leave 7.x out (1.x-only features).
    const current = demoPageRoutes('zh-CN', '1.x')
      .filter((route) => route.meta.frontmatter.lines?.includes('7.x') ?? true)
      .map((route) => route.path);
    expect(demoPageRoutes('zh-CN', '7.x').map((route) => route.path)).toEqual(current.map((p) => `/7.x${p}`));
    expect(demoPageRoutes('en', '7.x').every((route) => route.path.startsWith('/en/7.x/demo/'))).toBe(true);
    expect(demoAliases('7.x')).toContainEqual({ name: 'scrollXY', target: '/7.x/demo/scroll-xy' });
    // The nav of 7.x is 1.x's but for the pages 7.x lacks (the migration guide, written for 1.x readers).
    const onSeven = (link: string) => {
      try {
        return routeByPath(link.replace(/^\/en/, '/en/7.x')).line === '7.x';
      } catch {
        return false;
      }
    };
    expect(navItemsFor('en', '7.x').map((item) => item.link)).toEqual(
      navItemsFor('en', '1.x')
        .map((item) => item.link)
        .filter(onSeven)
        .map((link) => link.replace(/^\/en/, '/en/7.x')),
    );
    expect(navItemsFor('en', '1.x').map((item) => item.link)).toContain('/en/migration');
    expect(
      sidebarSectionsFor('zh-CN', '7.x')
        .flatMap((section) => section.groups.flatMap((group) => group.items))
        .every((item) => item.link.startsWith('/7.x')),
    ).toBe(true);
  });

  it('has the nav items and a sidebar section for the demo pages', () => {
    expect(navItemsFor('zh-CN', '1.x').map((item) => item.link)).toContain('/demo');
    expect(sidebarSectionsFor('zh-CN', '1.x').find((section) => section.navPath === '/demo')?.groups.length).toBeGreaterThan(0);
  });

  it("gives each edition its own nav items and sidebar sections, the same ones at each edition's paths", () => {
    const zhLinks = navItemsFor('zh-CN', '1.x').map((item) => item.link);
    const enLinks = navItemsFor('en', '1.x').map((item) => item.link);
    expect(enLinks).toContain('/en/demo');
    expect(zhLinks.filter((link) => link.startsWith('/en'))).toEqual([]);
    expect(enLinks.filter((link) => !link.startsWith('/en/'))).toEqual([]);
    expect(enLinks.map((link) => link.slice('/en'.length))).toEqual(zhLinks);
    expect(sidebarSectionsFor('en', '1.x').map((section) => section.navPath)).toEqual(enLinks);
    const enDemos = sidebarSectionsFor('en', '1.x').find((section) => section.navPath === '/en/demo');
    const zhDemos = sidebarSectionsFor('zh-CN', '1.x').find((section) => section.navPath === '/demo');
    expect(enDemos?.groups.flatMap((group) => group.items).length).toBe(zhDemos?.groups.flatMap((group) => group.items).length);
    expect(enDemos?.groups.flatMap((group) => group.items).filter((item) => !/^\/en\/demo(?:\/|$)/.test(item.link))).toEqual([]);
  });

  it('lists the props a demo page uses, each a row of its API table, and none for other pages', () => {
    const used = propsUsedBy('demo/simple');
    const rowNames = (table: string) =>
      (JSON.parse(fs.readFileSync(path.join(ROOT, '.generated', 'api', '1.x', 'zh-CN', `${table}.json`), 'utf8')) as Array<{ name: string }>).map(
        (row) => row.name,
      );

    expect(used).toContainEqual({ table: 'Table', prop: 'columns' });
    for (const { table, prop } of used) expect(rowNames(table)).toContain(prop);
    expect(propsUsedBy('index')).toEqual([]);
    // The English page embeds the same demos, so it uses the same props.
    expect(propsUsedBy('en/demo/simple')).toEqual(used);
    expect(propsUsedBy('en/index')).toEqual([]);
  });
});

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.json'];
const CLIENT_DIRECTIVE = /^(?:\s|\/\/.*\n|\/\*[\s\S]*?\*\/)*['"]use client['"]/;

/** A project file an import names (`@/…` or relative), or undefined for a package. */
function resolveProjectImport(fromFile: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(fromFile), specifier)
      : undefined;
  if (base === undefined) return undefined;
  const candidates = [base, ...SOURCE_EXTENSIONS.map((ext) => base + ext), ...SOURCE_EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** Every project file `entry` loads at run time, itself included. */
function runtimeImports(entry: string): Set<string> {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (!/\.(tsx?|mjs|js)$/.test(file)) continue;
    for (const specifier of valueImportSpecifiers(fs.readFileSync(file, 'utf8'))) {
      const resolved = resolveProjectImport(file, specifier);
      if (resolved && !seen.has(resolved)) {
        seen.add(resolved);
        queue.push(resolved);
      }
    }
  }
  return seen;
}

function clientModules(): string[] {
  return ['app', 'components', 'lib', 'workers']
    .flatMap((dir) => fs.readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.join(ROOT, dir, file)))
    .filter((file) => /\.tsx?$/.test(file) && CLIENT_DIRECTIVE.test(fs.readFileSync(file, 'utf8')));
}

describe('the version switch on a redirect page', () => {
  // The camel-case spelling of a 1.x-only demo has no twin on 7.x, so its switch goes to 7.x's demo index; a
  // spelling that 7.x has too keeps its place (the links crawl found /7.x/demo/expandAll, which is no page).
  it('counts the other spellings of a page as addresses with or without a twin', () => {
    const paths = pagePathsOf('zh-CN', '1.x');
    expect(paths).toEqual(expect.arrayContaining(['/demo/expand-all', '/demo/expandAll', '/demo/scrollX']));
    const without = routesWithoutTwin(paths, '7.x', hasRoute);
    expect(without).toEqual(expect.arrayContaining(['/demo/expand-all', '/demo/expandAll']));
    expect(without).not.toContain('/demo/scrollX');
    expect(hasRoute('/7.x/demo/scrollX')).toBe(true);
  });
});

describe('the registry stays on the server', () => {
  const forbidden = [path.join(ROOT, 'lib', 'source.ts'), path.join(ROOT, '.generated', 'registry.json')];

  it('finds the client modules it checks', () => {
    expect(clientModules().map((file) => path.relative(ROOT, file))).toContain(path.join('components', 'previewer', 'DemoRender.tsx'));
  });

  it('no client module imports lib/source.ts or registry.json, directly or through other modules', () => {
    const reaching = clientModules().flatMap((file) => {
      const reached = runtimeImports(file);
      return forbidden.filter((target) => reached.has(target)).map((target) => `${path.relative(ROOT, file)} → ${path.relative(ROOT, target)}`);
    });

    expect(reaching).toEqual([]);
  });

  it('sees an import through another module', () => {
    expect(runtimeImports(path.join(ROOT, 'components', 'layout', 'DocShell.tsx'))).toContain(path.join(ROOT, 'lib', 'source.ts'));
  });
});
