/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import generated from '@/.generated/registry.json';
import masterExamples from '@/content/master-examples.json';
import { lineContent } from '@/lib/lines/line-content';
import { dumiKebabCase, LEGACY_DEMO_FILES } from '@/lib/registry/legacy-demo-names';
import type { Registry } from '@/lib/registry/types';

/**
 * The guard of content/master-examples.json: what the 1.x examples of react-component/table (master) add to a shared
 * demo page is shown on the site's 1.x line, by the page's own demo or by a demo its 1.x text links to. Demo
 * sources are read as 1.x has them (the registry's copy: its `.1.x` files, its package names), pages as 1.x
 * shows them (`<Line only>` blocks for 7.x left out). Also: no 1.x demo teaches an API 1.12.0 marks deprecated.
 */
const registry = generated as Registry;
const LINE = '1.x';
const root = process.cwd();

interface MasterPage {
  page: string;
  master: string;
  features: Array<{ feature: string; shownBy: string }>;
}
const pages = (masterExamples as { pages: MasterPage[] }).pages;

/** A demo's code on a line, file by file, without comments (a comment naming a prop shows nothing). */
function demoCode(name: string, line: string): string | undefined {
  const demo = Object.values(registry.demos).find((entry) => entry.name === name && entry.line === line);
  if (!demo) return undefined;
  const printer = ts.createPrinter({ removeComments: true });
  return Object.entries(demo.asset.dependencies)
    .filter(([file, dependency]) => dependency.type === 'FILE' && /\.[jt]sx?$/.test(file))
    .map(([file, dependency]) => printer.printFile(ts.createSourceFile(file, dependency.value, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)))
    .join('\n');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const all =
  (...patterns: RegExp[]) =>
  (code: string) =>
    patterns.every((pattern) => pattern.test(code));

/** A `ref.current.scrollTo({ … option … })` call on the ref of a `<component>` element. */
const scrollToOn = (component: string, option: string) => (code: string) =>
  [...code.matchAll(new RegExp(`(\\w+)\\.current\\??\\.scrollTo\\(\\{[^}]*\\b${option}:`, 'g'))].some(([, ref]) =>
    new RegExp(`<${component}\\b(?:<[^>]*>)?[^>]*?\\bref=\\{${escape(ref)}\\}`).test(code),
  );

/**
 * In some array of columns, an entry pinned to the start (`fixed` whose value names 'start') after an entry that
 * is not pinned: an object without `fixed`, or a spread (`...hours.map(column)`) that does not mention it.
 */
function pinnedAfterUnpinned(code: string): boolean {
  const file = ts.createSourceFile('demo.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const pinning = (element: ts.Expression): 'start' | 'free' | 'other' => {
    if (ts.isSpreadElement(element)) return /\bfixed\b/.test(element.expression.getText(file)) ? 'other' : 'free';
    if (!ts.isObjectLiteralExpression(element)) return 'other';
    const fixed = element.properties.find((property) => property.name?.getText(file) === 'fixed');
    if (!fixed) return 'free';
    return ts.isPropertyAssignment(fixed) && /['"]start['"]/.test(fixed.initializer.getText(file)) ? 'start' : 'other';
  };
  let found = false;
  const visit = (node: ts.Node) => {
    if (ts.isArrayLiteralExpression(node)) {
      const kinds = node.elements.map(pinning);
      const free = kinds.indexOf('free');
      if (free !== -1 && kinds.slice(free + 1).includes('start')) found = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** What marks each feature in a demo's 1.x code: a description for the failure message, and the test. */
const MARKERS: Record<string, { what: string; found: (code: string) => boolean }> = {
  'fixed-start-end': { what: "a column with fixed: 'start' and one with fixed: 'end'", found: all(/\bfixed:\s*['"]start['"]/, /\bfixed:\s*['"]end['"]/) },
  'fixed-start-after-unpinned': { what: "a column pinned to 'start' after a column that is not pinned", found: pinnedAfterUnpinned },
  'direction-toggle': { what: "direction={…} from a variable, and 'rtl' among its values", found: all(/\bdirection=\{(?!\s*['"`])/, /['"]rtl['"]/) },
  'scrollTo-align': { what: 'scrollTo({ …, align }) on the ref of a <Table>', found: scrollToOn('Table', 'align') },
  'scrollTo-offset': { what: 'scrollTo({ …, offset }) on the ref of a <Table>', found: scrollToOn('Table', 'offset') },
  'virtual-scrollTo-align': { what: 'scrollTo({ …, align }) on the ref of a <VirtualTable>', found: scrollToOn('VirtualTable', 'align') },
  'virtual-scrollTo-offset': { what: 'scrollTo({ …, offset }) on the ref of a <VirtualTable>', found: scrollToOn('VirtualTable', 'offset') },
  'semantic-classNames-header-body': {
    what: 'classNames={…} with wrapper, row or cell under header and under body',
    found: all(/\bclassNames=\{/, /\bheader:\s*\{\s*(?:wrapper|row|cell):/, /\bbody:\s*\{\s*(?:wrapper|row|cell):/),
  },
  'title-footer': { what: 'title={…} and footer={…}', found: all(/\btitle=\{/, /\bfooter=\{/) },
  'scroll-x-calc': { what: "scroll={…} with x: 'calc(…)'", found: all(/\bscroll=\{[^}]*\bx:\s*['"`]calc\(/) },
};

/** A page as 1.x shows it, in one edition. */
function pageOn1x(page: string, edition: 'zh-CN' | 'en'): { file: string; text: string } {
  const file = `content/${edition === 'en' ? 'en/' : ''}demo/${page}.mdx`;
  return { file, text: lineContent(file, fs.readFileSync(path.join(root, file), 'utf8'), LINE, { mdx: true, own: false }) };
}

describe('content/master-examples.json', () => {
  it('lists each page once: a page the old site made of its master example, on both lines', () => {
    expect(new Set(pages.map(({ page }) => page)).size).toBe(pages.length);
    for (const { page, master, features } of pages) {
      expect(LEGACY_DEMO_FILES).toContain(master);
      expect(`${master} → ${dumiKebabCase(master.replace(/\.tsx$/, ''))}`).toBe(`${master} → ${page}`);
      expect({ page, on1x: demoCode(page, '1.x') !== undefined, on7x: demoCode(page, '7.x') !== undefined }).toEqual({ page, on1x: true, on7x: true });
      expect(features.length).toBeGreaterThan(0);
    }
  });

  it('names only features the guard has a marker for', () => {
    const unknown = pages.flatMap(({ features }) => features.map(({ feature }) => feature)).filter((feature) => !(feature in MARKERS));
    expect(unknown).toEqual([]);
  });
});

describe.each(pages)('what master adds to $page', ({ page, features }) => {
  it.each(features)('$feature is in the 1.x source of the demo $shownBy', ({ feature, shownBy }) => {
    const code = demoCode(shownBy, LINE);
    if (code === undefined) throw new Error(`no demo "${shownBy}" on ${LINE}`);
    const marker = MARKERS[feature];
    expect({ shownBy, feature, shows: marker?.found(code) ? marker.what : `missing: ${marker?.what}` }).toEqual({ shownBy, feature, shows: marker?.what });
  });

  it.each(['zh-CN', 'en'] as const)('the 1.x page (%s) shows each feature or links to the demo that does', (edition) => {
    const { file, text } = pageOn1x(page, edition);
    const base = edition === 'en' ? '/en' : '';
    const unlinked = features
      .filter(({ shownBy }) => shownBy !== page)
      .filter(({ shownBy }) => !new RegExp(`\\]\\(${escape(`${base}/demo/${shownBy}`)}(?:#[^)]*)?\\)`).test(text))
      .map(({ feature, shownBy }) => `${file}: ${feature} is shown by ${shownBy}, but the page does not link ${base}/demo/${shownBy}`);
    expect(unlinked).toEqual([]);
  });
});

/** APIs that @rc-component/table 1.12.0 declares `@deprecated`, which no demo's 1.x source may use. */
const DEPRECATED_IN_1X = [
  {
    api: 'expandable.expandIcon (and the top-level expandIcon)',
    pattern: /\bexpandIcon\s*[:=]/,
    instead: 'components.ExpandIcon',
    declared: /@deprecated[^\n]*components\.ExpandIcon[^\n]*\n\s*expandIcon\?:/,
  },
];

describe('1.x demo sources', () => {
  const demos = Object.values(registry.demos).filter((demo) => demo.line === LINE);

  it('are all read', () => {
    expect(demos.length).toBeGreaterThan(50);
  });

  it.each(DEPRECATED_IN_1X)('do not use $api; they use $instead', ({ pattern, declared }) => {
    const declarations = fs.readFileSync(path.join(root, 'node_modules/@rc-component/table/es/interface.d.ts'), 'utf8');
    expect(declarations).toMatch(declared);
    expect(demos.filter((demo) => pattern.test(demoCode(demo.name, LINE) ?? '')).map((demo) => demo.name)).toEqual([]);
  });
});
