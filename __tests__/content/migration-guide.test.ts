/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { migrate, type RuleId } from '@/lib/migration';
import { buildSearchIndex, searchSite } from '@/lib/search/engine';
import { ADDED_CLASSES, DEFAULT_PREFIX, REMOVED_CLASSES } from '@/lib/migration/class-changes';
import { babel } from '../lib/migration/run';
import { sitePayload } from '../lib/search/site-payload';

/**
 * Every claim the migration guide makes in code is checked here, in both editions: a `before` block followed by
 * an `after` block must be turned into exactly that by the rules; one followed by a `by-hand` block must raise a
 * warning that the hand-made change then no longer raises. The class tables must list every class that changed.
 */
const editions = ['content/1.x/migration.mdx', 'content/en/1.x/migration.mdx'];
const ALL_RULES: RuleId[] = ['package', 'stylesheet', 'dependency', 'deep-import', 'fixed', 'expand-icon', 'class-name', 'scroll-to', 'react-version'];
/** Notes on what the assistant could not see (other files of the project): said of any code, fixed by no change. */
const NOT_SEEN: RuleId = 'scope';
const findingsOf = (result: { warnings: { rule: RuleId }[] }) => result.warnings.filter((finding) => finding.rule !== NOT_SEEN);

interface Pair {
  before: string;
  after: string;
  kind: 'after' | 'by-hand';
  language: 'script' | 'css';
  line: number;
}

function pairsOf(text: string): Pair[] {
  const blocks = [...text.matchAll(/^```(\w+) (before|after|by-hand)\n([\s\S]*?)\n```$/gm)].map((m) => ({
    language: m[1] === 'css' ? ('css' as const) : ('script' as const),
    role: m[2],
    code: m[3],
    line: text.slice(0, m.index).split('\n').length,
  }));
  const pairs: Pair[] = [];
  for (let i = 0; i < blocks.length; i += 2) {
    const [before, after] = [blocks[i], blocks[i + 1]];
    if (before.role !== 'before' || !after || after.role === 'before')
      throw new Error(`line ${before.line}: a "before" block must be followed by an "after" or "by-hand" one`);
    pairs.push({ before: before.code, after: after.code, kind: after.role as Pair['kind'], language: before.language, line: before.line });
  }
  return pairs;
}

describe.each(editions)('%s', (file) => {
  const text = fs.readFileSync(path.join(process.cwd(), file), 'utf8');
  const pairs = pairsOf(text);

  it('has before/after code for every rule', () => {
    const rules = new Set<RuleId>();
    for (const pair of pairs) {
      const result = migrate(pair.before, { ...babel, language: pair.language });
      if (result.ok) for (const finding of [...result.changes, ...findingsOf(result)]) rules.add(finding.rule);
    }
    expect([...rules].sort()).toEqual([...ALL_RULES].sort());
  });

  it.each(pairsOf(text).map((pair) => [pair.line, pair] as const))('the pair at line %d holds', (_line, pair) => {
    const before = migrate(pair.before, { ...babel, language: pair.language });
    if (!before.ok) throw new Error(`the "before" code does not parse: ${before.error.message}`);
    if (pair.kind === 'after') {
      expect(before.code).toBe(pair.after);
      expect(before.changes.length).toBeGreaterThan(0);
      return;
    }
    const warned = new Set(findingsOf(before).map((w) => w.rule));
    expect(warned.size).toBeGreaterThan(0);
    const after = migrate(pair.after, { ...babel, language: pair.language });
    if (!after.ok) throw new Error(`the "by-hand" code does not parse: ${after.error.message}`);
    expect(findingsOf(after).filter((w) => warned.has(w.rule))).toEqual([]);
    expect(after.changes).toEqual([]);
  });

  it('lists every class 1.x removed and every one it added', () => {
    const section = text.slice(text.lastIndexOf('\n## '));
    const named = new Set([...section.matchAll(/`(rc-table-[a-z-]+)`/g)].map((m) => m[1]));
    for (const { suffix } of [...REMOVED_CLASSES, ...ADDED_CLASSES]) expect(named).toContain(`${DEFAULT_PREFIX}-${suffix}`);
    // Each removed class's row gives the replacement the rules use.
    for (const change of REMOVED_CLASSES) {
      const row = section.split('\n').find((line) => line.startsWith(`| \`${DEFAULT_PREFIX}-${change.suffix}\` |`));
      expect(row).toBeDefined();
      for (const target of [change.ltr, change.rtl]) if (target) expect(row).toContain(`\`${DEFAULT_PREFIX}-${target}\``);
    }
  });
});

describe('the guide in search', () => {
  it.each([
    ['zh-CN', '迁移指南', '/migration'],
    ['zh-CN', 'convertChildrenToColumns', '/migration'],
    ['zh-CN', 'rc-table-ping-left', '/migration'],
    ['en', 'migration guide', '/en/migration'],
    ['en', 'classnames clsx', '/en/migration'],
  ] as const)('the %s payload finds it first for %j', (locale, query, path) => {
    const metadata = sitePayload(locale);
    const [first] = searchSite(buildSearchIndex(metadata, metadata.otherPagesTitle), query).flatMap((group) => group.hints);
    expect(first?.link.split('#')[0]).toBe(path);
  });
});
