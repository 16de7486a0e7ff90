/**
 * Helpers for the registry tests: temporary project roots built from the on-disk fixtures under
 * `__tests__/fixtures/` or from a `{ 'content/index.mdx': '…' }` object, fake installed packages,
 * and a matcher for the ContentError every bad input must raise.
 *
 * The registry tests run in the configured jsdom environment (node:fs and child_process work there
 * too): `@jest-environment node` is not usable while jest.setup.ts reads `window` at load time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildRegistry } from '@/lib/registry/build';
import { routePath } from '@/lib/registry/discover';
import { ContentError } from '@/lib/registry/errors';
import { CURRENT_LINE } from '@/lib/lines/lines';
import type { Frontmatter, Registry, RouteEntry } from '@/lib/registry/types';

/** Files of a project tree, keyed by posix path relative to the root. */
export type Tree = Record<string, string>;

export const FIXTURES_DIR = path.join(__dirname, '..', '..', 'fixtures');

/** A fixed "last updated" time, so registries are deterministic. */
export const FIXED_TIME = Date.UTC(2024, 0, 2, 3, 4, 5);

export const fixedLastUpdated = (): number => FIXED_TIME;

/**
 * Packages the `site` fixture's demos import. `node_modules/` is git-ignored, so the manifests are
 * written into the temporary copy at test time; the odd versions prove they come from there.
 */
export const SITE_PACKAGES: Record<string, string> = { react: '19.0.0-fixture', 'rc-table': '7.0.0-fixture', '@rc-component/table': '1.0.0-fixture' };

const tempDirs: string[] = [];

/** A new empty directory under the OS temp dir; `removeTempDirs` deletes it. */
export function makeTempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-test-'));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** Writes every file of `tree` under `root`, creating folders as needed. */
export function writeTree(root: string, tree: Tree): string {
  for (const [relative, text] of Object.entries(tree)) {
    const file = path.join(root, ...relative.split('/'));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return root;
}

export function removeFiles(root: string, ...relatives: string[]): void {
  for (const relative of relatives) fs.rmSync(path.join(root, ...relative.split('/')), { recursive: true });
}

/** Fakes installed packages: `node_modules/<name>/package.json` with the given version. */
export function installPackages(root: string, packages: Record<string, string>): void {
  writeTree(
    root,
    Object.fromEntries(Object.entries(packages).map(([name, version]) => [`node_modules/${name}/package.json`, JSON.stringify({ name, version })])),
  );
}

/** A temporary project root holding `tree` (and nothing else). */
export function projectFromTree(tree: Tree, packages: Record<string, string> = {}): string {
  const root = makeTempDir();
  writeTree(root, tree);
  installPackages(root, packages);
  return root;
}

/**
 * A temporary copy of `__tests__/fixtures/site` with its packages installed, then `overrides`
 * written over it: start from a valid site and break one thing.
 */
export function siteProject(overrides: Tree = {}): string {
  const root = makeTempDir();
  fs.cpSync(path.join(FIXTURES_DIR, 'site'), root, { recursive: true });
  installPackages(root, SITE_PACKAGES);
  return writeTree(root, overrides);
}

export function build(root: string): Registry {
  return buildRegistry({ root, lastUpdated: fixedLastUpdated });
}

/** A content file: YAML frontmatter lines, then the body. */
export function page(frontmatter: string, body = ''): string {
  return `---\n${frontmatter.trim()}\n---\n\n${body}`;
}

/** The `zh-CN:` block `demoEntry` adds to a header that has none. */
export const ZH_CN_BLOCK = 'zh-CN:\n  title: 示例\n  description: 一个示例。';

/**
 * A demo entry: the metadata header comment, then the code. A header without a `zh-CN:` block gets `ZH_CN_BLOCK`
 * (every demo header needs one) unless `zhCN` is false.
 */
export function demoEntry(header: string, code = 'export default function Demo() {\n  return null;\n}\n', { zhCN = true } = {}): string {
  const full = zhCN && !/^zh-CN:/m.test(header) ? `${header.trim()}\n${ZH_CN_BLOCK}` : header;
  const lines = full
    .trim()
    .split('\n')
    .map((line) => ` * ${line}`);
  return ['/**', ...lines, ' */', code].join('\n');
}

/**
 * `tree` with the English twin of each of its content files (`content/x.mdx` → `content/en/x.mdx`, the nav path
 * moved under /en): both editions must hold the same pages, so a generated site needs both to build.
 */
export function bilingual(tree: Tree): Tree {
  const twins = Object.entries(tree)
    .filter(([file]) => /^content\/(?!en\/).*\.mdx?$/.test(file))
    .map(([file, text]) => [
      file.replace(/^content\//, 'content/en/'),
      text.replace(/^(\s+path: )\/(\S*)$/m, (_, key: string, rest: string) => `${key}/en${rest ? `/${rest}` : ''}`),
    ]);
  return { ...tree, ...Object.fromEntries(twins) };
}

/** Runs `action`, which must throw a ContentError; returns it. */
export function catchContentError(action: () => unknown): ContentError {
  try {
    action();
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error('expected a ContentError, but nothing was thrown');
}

/**
 * Asserts `action` throws a ContentError naming `file` (its `file`, and the start of its message)
 * with a reason containing (or matching) `reason`.
 */
export function expectContentError(action: () => unknown, file: string, reason: string | RegExp): ContentError {
  const error = catchContentError(action);
  expect(error).toBeInstanceOf(ContentError);
  expect(error.file).toBe(file);
  expect(error.message.slice(0, file.length + 2)).toBe(`${file}: `);
  if (typeof reason === 'string') expect(error.reason).toContain(reason);
  else expect(error.reason).toMatch(reason);
  return error;
}

/** A registry route on the current line made in memory, for nav and sidebar tests. */
export function route(id: string, frontmatter: Partial<Frontmatter> & { title: string }): RouteEntry {
  return {
    id,
    path: routePath(id),
    line: CURRENT_LINE,
    meta: { frontmatter: { filename: `content/${id}.mdx`, lastUpdated: FIXED_TIME, ...frontmatter }, toc: [], texts: [], tabs: [] },
    demos: [],
  };
}
