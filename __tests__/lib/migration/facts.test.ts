/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { ADDED_CLASSES, DEFAULT_PREFIX, REMOVED_CLASSES } from '@/lib/migration/class-changes';
import { movedPackages, tablePackages } from '@/lib/migration/packages';
import { ROOT_ALIASES, ROOT_EXPORTS_BY_MODULE } from '@/lib/migration/root-exports';

/**
 * The migration rules' data against the two installed packages (rc-table 7.55.1, @rc-component/table 1.12.0):
 * what each one's scripts and stylesheet name, what the 1.x root exports, and what each depends on.
 */
const modules = path.join(process.cwd(), 'node_modules');
const { from: oldPackage, to: newPackage } = tablePackages();
const packageDir = (name: string) => path.join(modules, name);
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;

function filesUnder(dir: string, extension: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Classes a package's `es/` scripts build from the prefix: `${prefixCls}-x`, `"".concat(cellPrefixCls, "-x")`. */
function emittedClasses(name: string): Set<string> {
  const prefixes: Record<string, string> = { prefixCls: DEFAULT_PREFIX, tblPrefixCls: DEFAULT_PREFIX, cellPrefixCls: `${DEFAULT_PREFIX}-cell` };
  const classes = new Set<string>();
  for (const file of filesUnder(path.join(packageDir(name), 'es'), '.js')) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/\b(\w+Cls)(?:\}|, ")-([a-z][a-z-]*[a-z])/g)) {
      const prefix = prefixes[match[1]];
      if (prefix) classes.add(`${prefix}-${match[2]}`);
    }
  }
  return classes;
}

function stylesheetClasses(name: string): Set<string> {
  const css = fs.readFileSync(path.join(packageDir(name), 'assets', 'index.css'), 'utf8');
  return new Set([...css.matchAll(/\.(rc-table[\w-]*)/g)].map((m) => m[1]));
}

const full = (suffix: string) => `${DEFAULT_PREFIX}-${suffix}`;

describe("the class names table, against both packages' scripts and stylesheets", () => {
  const before = emittedClasses(oldPackage);
  const after = emittedClasses(newPackage);

  it('lists exactly the classes 7.x sets and 1.x does not (14)', () => {
    expect([...before].filter((c) => !after.has(c)).sort()).toEqual(REMOVED_CLASSES.map((c) => full(c.suffix)).sort());
    expect(REMOVED_CLASSES).toHaveLength(14);
  });

  it('lists exactly the classes 1.x sets and 7.x did not (13)', () => {
    expect([...after].filter((c) => !before.has(c)).sort()).toEqual(ADDED_CLASSES.map((c) => full(c.suffix)).sort());
    expect(ADDED_CLASSES).toHaveLength(13);
  });

  it('renames only to classes 1.x sets', () => {
    const targets = REMOVED_CLASSES.flatMap((c) => [c.ltr, c.rtl]).filter((t): t is string => t !== undefined);
    for (const target of targets) expect(after).toContain(full(target));
  });

  it("covers every class 7.x's stylesheet styles that 1.x's does not", () => {
    const dropped = [...stylesheetClasses(oldPackage)].filter((c) => !stylesheetClasses(newPackage).has(c));
    // A class can lose its rule while 1.x still sets it (`cell-fix-sticky`): only unset ones are renamed.
    for (const name of dropped) expect(REMOVED_CLASSES.map((c) => full(c.suffix)).includes(name) || after.has(name)).toBe(true);
  });
});

describe("the root exports table, against 1.x's es/index.d.ts", () => {
  const index = fs.readFileSync(path.join(packageDir(newPackage), 'es', 'index.d.ts'), 'utf8');

  it('maps each name to the module the root imports it from', () => {
    const fromIndex: Record<string, Record<string, string>> = {};
    for (const [, clause, source] of index.matchAll(/^import (?:type )?(.+?) from '\.\/(.+?)';$/gm)) {
      const entry = (fromIndex[source] ??= {});
      const named = /\{(.*)\}/.exec(clause)?.[1] ?? '';
      const defaultName = clause
        .replace(/\{.*\}/, '')
        .replace(/,\s*$/, '')
        .trim();
      if (defaultName) entry.default = defaultName === 'Table' ? 'default' : defaultName;
      for (const part of named
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const [imported, local = imported] = part.replace(/^type /, '').split(/\s+as\s+/);
        entry[imported] = local;
      }
    }
    expect(fromIndex).toEqual(ROOT_EXPORTS_BY_MODULE);
  });

  it("takes each alias's export for the one the root exports: the module the root imports from re-exports it, on both lines", () => {
    expect(ROOT_ALIASES).toEqual({ 'Footer/Summary': { default: 'Summary' } });
    for (const name of [oldPackage, newPackage]) {
      const footer = fs.readFileSync(path.join(packageDir(name), 'es', 'Footer', 'index.js'), 'utf8');
      expect(footer).toMatch(/^import Summary from "\.\/Summary";$/m);
      expect(footer).toMatch(/^export (?:var|const) FooterComponents = Summary;$/m);
    }
    expect(ROOT_EXPORTS_BY_MODULE.Footer).toEqual({ FooterComponents: 'Summary' });
  });

  it('names only modules that 7.x has at the same deep path', () => {
    for (const inner of [...Object.keys(ROOT_EXPORTS_BY_MODULE), ...Object.keys(ROOT_ALIASES)]) {
      const base = path.join(packageDir(oldPackage), 'lib', inner);
      expect([`${base}.d.ts`, path.join(base, 'index.d.ts')].some((file) => fs.existsSync(file))).toBe(true);
    }
  });
});

describe('the moved packages, against both packages’ dependencies', () => {
  const oldDeps = readJson(path.join(packageDir(oldPackage), 'package.json'));
  const newDeps = readJson(path.join(packageDir(newPackage), 'package.json'));

  it('replace what 7.x depended on with what 1.x depends on', () => {
    for (const move of movedPackages().filter((m) => m.move === 'dependency')) {
      expect(oldDeps.dependencies).toHaveProperty([move.from]);
      expect(newDeps.dependencies).toHaveProperty([move.to]);
    }
  });

  it('leave no 7.x dependency unaccounted for except the two that did not move (@babel/runtime dropped, @rc-component/context kept)', () => {
    const moved = new Set(movedPackages().map((m) => m.from));
    expect(
      Object.keys(oldDeps.dependencies)
        .filter((name) => !moved.has(name))
        .sort(),
    ).toEqual(['@babel/runtime', '@rc-component/context']);
  });

  it('need React 18 on 1.x, where 7.x took 16.9', () => {
    expect(newDeps.peerDependencies.react).toBe('>=18.0.0');
    expect(oldDeps.peerDependencies.react).toBe('>=16.9.0');
  });
});
