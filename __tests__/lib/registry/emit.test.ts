import fs from 'node:fs';
import path from 'node:path';
import { generatedFiles, writeGenerated } from '@/lib/registry/emit';
import { lineFileText } from '@/lib/registry/pages';
import type { Registry } from '@/lib/registry/types';
import { build, makeTempDir, removeTempDirs, siteProject, writeTree } from './fixture';

afterEach(removeTempDirs);

describe('generatedFiles', () => {
  let root: string;
  let registry: Registry;
  let files: Record<string, string>;

  beforeEach(() => {
    root = siteProject();
    registry = build(root);
    files = generatedFiles(registry, (file, line) => lineFileText(root, file, line));
  });

  it('emits the registry, the module maps, and each page and demo as its line has them', () => {
    const names = Object.keys(files);
    expect(names.filter((name) => !name.startsWith('content/') && !name.startsWith('demos/')).sort()).toEqual([
      'content-modules.ts',
      'demo-components.tsx',
      'registry.json',
    ]);
    expect(names).toEqual(
      expect.arrayContaining(['content/index.mdx', 'content/7.x/index.mdx', 'content/en/7.x/demo/toggle.mdx', 'demos/1.x/toggle/index.tsx']),
    );
    expect(names).toEqual(expect.arrayContaining(['demos/1.x/toggle/useToggle.ts', 'demos/7.x/toggle/style.css']));
  });

  it("writes each line's demo files with that line's package names", () => {
    expect(files['demos/1.x/toggle/index.tsx']).toContain("import Table from '@rc-component/table';");
    expect(files['demos/7.x/toggle/index.tsx']).toContain("import Table from 'rc-table';");
  });

  it('writes the whole registry as JSON', () => {
    expect(JSON.parse(files['registry.json'])).toEqual(registry);
    expect(files['registry.json'].endsWith('\n')).toBe(true);
  });

  it('loads every demo of every line behind a client boundary, keyed by standalone id in id order', () => {
    const source = files['demo-components.tsx'];

    expect(source.startsWith("'use client';\n")).toBe(true);
    expect(source).toContain(
      [
        `  "7.x-plain": dynamic(() => import('./demos/7.x/plain/index')),`,
        `  "7.x-toggle": dynamic(() => import('./demos/7.x/toggle/index')),`,
        `  "plain": dynamic(() => import('./demos/1.x/plain/index')),`,
        `  "toggle": dynamic(() => import('./demos/1.x/toggle/index')),`,
      ].join('\n'),
    );
  });

  it("keys page bodies by route id and tabs by <routeId>$tab-<key>, each its line's text", () => {
    const source = files['content-modules.ts'];

    expect(source).toContain('  "index": () => import("./content/index.mdx"),\n  "index$tab-faq": () => import("./content/index.$tab-faq.mdx"),\n');
    expect(source).toContain('  "changelog": () => import("./content/changelog.md"),');
    expect(source).toContain('  "7.x/changelog": () => import("./content/7.x/changelog.md"),');
    expect(source).toContain('  "demo/toggle": () => import("./content/demo/toggle.mdx"),');
    expect(source).toContain('  "en/7.x/demo/toggle": () => import("./content/en/7.x/demo/toggle.mdx"),');
    // One loader per page of both editions on both lines, and one per tab (the faq tab, in each edition and line).
    expect(source.match(/: \(\) => import\(/g)).toHaveLength(registry.routes.length + 4);
  });

  it('emits empty maps for an empty registry', () => {
    const empty = generatedFiles({ routes: [], demos: {}, nav: [], aliases: {} }, () => '');

    expect(empty['demo-components.tsx']).toContain('export const demoComponents: Record<string, ComponentType> = {\n};');
    expect(empty['content-modules.ts']).toContain('= {\n};');
  });
});

describe('writeGenerated', () => {
  const read = (dir: string, relative: string) => fs.readFileSync(path.join(dir, relative), 'utf8');
  const PAST = new Date('2020-01-01T00:00:00Z');

  it('creates the folder and writes every file the first time', () => {
    const outDir = path.join(makeTempDir(), '.generated');

    expect(writeGenerated(outDir, { 'a.json': 'A', 'nested/b.ts': 'B' }).sort()).toEqual(['a.json', 'nested/b.ts']);
    expect(read(outDir, 'a.json')).toBe('A');
    expect(read(outDir, 'nested/b.ts')).toBe('B');
  });

  it('writes only the files whose text changed, leaving the others untouched', () => {
    const outDir = makeTempDir();
    writeGenerated(outDir, { 'same.ts': 'same', 'changed.ts': 'old' });
    fs.utimesSync(path.join(outDir, 'same.ts'), PAST, PAST);

    expect(writeGenerated(outDir, { 'same.ts': 'same', 'changed.ts': 'new' })).toEqual(['changed.ts']);
    expect(read(outDir, 'changed.ts')).toBe('new');
    expect(fs.statSync(path.join(outDir, 'same.ts')).mtime).toEqual(PAST);
  });

  it('writes nothing when nothing changed', () => {
    const outDir = makeTempDir();
    const files = { 'registry.json': '{}\n', 'demos/x.tsx': 'x' };
    writeGenerated(outDir, files);

    expect(writeGenerated(outDir, files)).toEqual([]);
  });

  it('removes stale files, nested ones included, and keeps the wanted ones', () => {
    const outDir = writeTree(makeTempDir(), { 'keep.ts': 'keep', 'stale.ts': 'old', 'demos/old.tsx': 'old', 'demos/deep/older.tsx': 'older' });

    expect(writeGenerated(outDir, { 'keep.ts': 'keep' })).toEqual([]);
    expect(fs.existsSync(path.join(outDir, 'keep.ts'))).toBe(true);
    for (const stale of ['stale.ts', 'demos/old.tsx', 'demos/deep/older.tsx']) expect(fs.existsSync(path.join(outDir, stale))).toBe(false);
  });

  it('removes only the stale files it owns when the folder holds others too', () => {
    const outDir = writeTree(makeTempDir(), { 'favicon.svg': '<svg/>', 'old.md': 'old', 'demo/gone.md': 'gone' });

    expect(writeGenerated(outDir, { 'demo/x.md': 'x' }, (file) => file.endsWith('.md'))).toEqual(['demo/x.md']);
    expect(fs.existsSync(path.join(outDir, 'favicon.svg'))).toBe(true);
    for (const stale of ['old.md', 'demo/gone.md']) expect(fs.existsSync(path.join(outDir, stale))).toBe(false);
  });

  it('writes the generated files of a real registry', () => {
    const outDir = makeTempDir();
    const project = siteProject();
    const files = generatedFiles(build(project), (file, line) => lineFileText(project, file, line));

    expect(writeGenerated(outDir, files).sort()).toEqual(Object.keys(files).sort());
    for (const [relative, text] of Object.entries(files)) expect(read(outDir, relative)).toBe(text);
  });
});
