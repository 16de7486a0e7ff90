/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import generated from '@/.generated/registry.json';
import type { Registry } from '@/lib/registry/types';
import { standaloneDemoId } from '@/lib/lines/paths';
import { CURRENT_LINE } from '@/lib/lines/lines';
import { renameForLine } from '@/lib/lines/rename';
import { fromLine } from '@/lib/migration/packages';
import { migrated } from './run';

/**
 * Every demo's 7.x source through the guide's rules: each file parses, and the entry comes out as the 1.x
 * line's own copy of it, apart from the lines a `fixed` or class-name change explains and the prose the site
 * renames in comments and strings (`rc-table renders…`), importing nothing the 1.x demo does not provide (so
 * the 1.x live editor can run it; e2e/migration.spec.ts does).
 */
const registry = generated as unknown as Registry;
const oldLine = fromLine();
const demos = Object.values(registry.demos).filter((demo) => demo.line === oldLine);

/** What the 1.x twin's live editor may load: its packages (and paths in them), React, and its own files. */
function provides(twin: Registry['demos'][string], specifier: string): boolean {
  const dependencies = twin.asset.dependencies;
  if (specifier.startsWith('./'))
    return Object.keys(dependencies).some((file) => `./${file}` === specifier || `./${file.replace(/\.[jt]sx?$/, '')}` === specifier);
  if (['react', 'react-dom', 'react/jsx-runtime'].includes(specifier)) return true;
  return Object.entries(dependencies).some(([name, dependency]) => dependency.type === 'NPM' && (specifier === name || specifier.startsWith(`${name}/`)));
}

/** A demo whose 1.x entry is its own file (`index.1.x.tsx`, showing what only 1.x has): no rewrite of 7.x code becomes it. */
const hasOwnEntry = (name: string) => fs.existsSync(path.join(process.cwd(), 'demos', name, `index.${CURRENT_LINE}.tsx`));

describe.each(demos.map((demo) => [demo.name, demo] as const))('the 7.x demo %s', (name, demo) => {
  const twin = registry.demos[standaloneDemoId(name, CURRENT_LINE)];

  it('migrates file by file without a syntax error', () => {
    for (const [file, dependency] of Object.entries(demo.asset.dependencies)) {
      if (dependency.type !== 'FILE') continue;
      expect(() => migrated(dependency.value, /\.(css|less|scss)$/.test(file) ? 'css' : 'script')).not.toThrow();
    }
  });

  const migratedEntry = () => {
    const source = demo.asset.dependencies['index.tsx'];
    const target = twin.asset.dependencies['index.tsx'];
    if (source.type !== 'FILE' || target.type !== 'FILE') throw new Error(`${name} has no index.tsx`);
    return { result: migrated(source.value, 'script', { moveSiblings: true }), target: target.value };
  };

  it('imports only what the 1.x demo provides (sibling packages moved, as the reader may choose)', () => {
    const { result } = migratedEntry();
    expect(result.imports.filter((specifier) => !provides(twin, specifier))).toEqual([]);
  });

  // A demo with its own 1.x entry shows what only 1.x has: no rewrite of 7.x code becomes it, so only the imports hold.
  if (!hasOwnEntry(name))
    it("becomes the 1.x line's entry, apart from fixed and class-name changes and renamed prose", () => {
      const { result, target } = migratedEntry();
      const explained = new Set(result.changes.filter((c) => c.rule === 'fixed' || c.rule === 'class-name').map((c) => c.line));
      const ours = result.code.split('\n');
      const theirs = target.split('\n');
      expect(ours).toHaveLength(theirs.length);
      const prose = (line: string, i: number) => !/^\s*import\b|require\(/.test(line) && renameForLine(line, CURRENT_LINE) === theirs[i];
      const unexplained = ours
        .map((line, i) => (line !== theirs[i] && !explained.has(i + 1) && !prose(line, i) ? `${i + 1}: ${line}` : undefined))
        .filter(Boolean);
      expect(unexplained).toEqual([]);
    });

  it('keeps sibling packages by default, each with a word at its import, and otherwise reads as with them moved', () => {
    const source = demo.asset.dependencies['index.tsx'];
    if (source.type !== 'FILE') throw new Error(`${name} has no index.tsx`);
    const kept = migrated(source.value);
    const moved = migrated(source.value, 'script', { moveSiblings: true });
    const keptLines = kept.code.split('\n');
    const movedLines = moved.code.split('\n');
    const differing = keptLines.flatMap((line, i) => (line === movedLines[i] ? [] : [i + 1]));
    expect(differing).toEqual(kept.warnings.filter((w) => w.message === 'sibling-kept').map((w) => w.line));
    expect(moved.changes.filter((c) => c.message === 'sibling-moved').map((c) => c.line)).toEqual(differing);
  });
});
