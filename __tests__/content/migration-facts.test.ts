/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { LAYOUTS, removedClassRows, render, type Direction, type FixedLayout } from './class-table';

/**
 * The migration guide's facts about pinned columns, types and the packages beside the table, in both editions,
 * checked against the installed packages (rc-table 7.55.1, @rc-component/table 1.12.0): their stylesheets,
 * declarations and server-rendered HTML. The guide's code pairs are checked by migration-guide.test.ts.
 */
const editions = ['content/1.x/migration.mdx', 'content/en/1.x/migration.mdx'];
const modules = path.join(process.cwd(), 'node_modules');
const read = (...parts: string[]) => fs.readFileSync(path.join(modules, ...parts), 'utf8');
const guides = editions.map((file) => [file, fs.readFileSync(path.join(process.cwd(), file), 'utf8')] as const);
const DIRECTIONS: Direction[] = ['ltr', 'rtl'];

/** A guide's `## ` sections, without their code blocks. */
const sectionsOf = (text: string) => text.replace(/^```[\s\S]*?^```$/gm, '').split(/\n## /);

describe('both editions', () => {
  it('have the same sections and name the same versions in each', () => {
    const [zh, en] = guides.map(([, text]) => sectionsOf(text).map((section) => [...section.matchAll(/\b\d+\.\d+\.\d+\b/g)].map((m) => m[0]).sort()));
    expect(zh).toHaveLength(en.length);
    expect(zh).toEqual(en);
  });

  it('name the same code (classes, props, values) in each section', () => {
    const codeOf = (section: string) =>
      [...new Set([...section.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]))].filter((code) => /^[\x20-\x7e]+$/.test(code)).sort();
    const [zh, en] = guides.map(([, text]) => sectionsOf(text).slice(1).map(codeOf));
    expect(zh).toEqual(en);
  });
});

describe('pinned cells', () => {
  const css = read('@rc-component/table', 'assets', 'index.css');
  const oldCss = read('rc-table', 'assets', 'index.css');

  it("take position and z-index from 1.x's stylesheet, as the guide quotes it; 7.x's gave them all z-index 2", () => {
    const rule = /^\.rc-table-cell-fix \{([^}]*)\}/m.exec(css)?.[1] ?? '';
    expect(rule).toContain('position: sticky');
    expect(rule).toContain('z-index: calc(2 + var(--z-offset));');
    expect(oldCss).toMatch(/\.rc-table-cell-fix-left,\s*\.rc-table-cell-fix-right \{\s*z-index: 2;\s*\}/);
    for (const [, text] of guides) {
      expect(text).toContain('z-index: calc(2 + var(--z-offset));');
      expect(text).toContain('`calc(2 + var(--z-offset))`');
      expect(text).toContain('`z-index: 2`');
    }
  });

  it('carry --z-offset up to twice the number of columns (22 for 10 columns), and a --z-offset-reverse no rule reads', () => {
    const layout: FixedLayout = ['left', 'left', ...Array.from({ length: 6 }, () => undefined), 'right', 'right'];
    const current = render('1.x', layout, 'ltr');
    const offsets = current.cells.flatMap((cell) => {
      const value = /--z-offset:(\d+)/.exec(cell.style)?.[1];
      return value === undefined ? [] : [Number(value)];
    });
    expect(Math.max(...offsets)).toBe(2 * layout.length);
    expect(2 + Math.max(...offsets)).toBe(22);
    for (const [, text] of guides) expect(text).toMatch(/\b22\b/);
    expect(current.html).toContain('--z-offset-reverse:');
    expect(css).not.toContain('--z-offset-reverse');
    // 7.x put position: sticky inline, and no z-index.
    const oldStyles = render('7.x', layout, 'ltr').cells.map((cell) => cell.style);
    // Four pinned columns, each with a header cell and two body cells.
    expect(oldStyles.filter((style) => style.includes('position:sticky'))).toHaveLength(4 * 3);
    expect(oldStyles.join(';')).not.toContain('z-index');
  });

  it.each([[true], ['left'], ['start']])('are none in 1.x when every column says fixed: %j (7.x pinned them all)', (fixed) => {
    const layout: FixedLayout = [fixed, fixed, fixed];
    const cells = render('1.x', layout, 'ltr').cells;
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.filter((cell) => cell.classes.has('rc-table-cell-fix') || cell.style.includes('inset-inline'))).toEqual([]);
    if (fixed !== 'start') {
      const old = render('7.x', layout, 'ltr').cells;
      expect(old.every((cell) => cell.style.includes('position:sticky'))).toBe(true);
      expect(old.some((cell) => cell.classes.has('rc-table-cell-fix-left-all'))).toBe(true);
    }
  });

  it('are measured by unclassed <td> cells in 1.x, by <th class="rc-table-measure-cell"> in 7.x', () => {
    const layout: FixedLayout = ['left', undefined, 'right'];
    expect(render('1.x', layout, 'ltr').measureCells).toEqual(layout.map(() => ({ tag: 'td', classAttribute: undefined })));
    expect(render('7.x', layout, 'ltr').measureCells).toEqual(layout.map(() => ({ tag: 'th', classAttribute: 'rc-table-measure-cell' })));
    for (const [, text] of guides) {
      const row = text.split('\n').find((line) => line.startsWith('| `rc-table-measure-cell` |'));
      expect(row).toContain('`<th>`');
      expect(row).toContain('`<td>`');
    }
  });
});

describe.each(guides)('the class table of %s', (_file, text) => {
  const rows = removedClassRows(text);
  const rendered = DIRECTIONS.flatMap((direction) =>
    LAYOUTS.map((layout) => ({ direction, layout, old: render('7.x', layout, direction), current: render('1.x', layout, direction) })),
  );

  it('has a row for each of the 14 classes', () => {
    expect(rows).toHaveLength(14);
  });

  it.each(DIRECTIONS)('gives, for %s, the class 1.x sets wherever 7.x set the old one (server render)', (direction) => {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const { old, current, layout } of rendered.filter((r) => r.direction === direction)) {
      expect(current.cells).toHaveLength(old.cells.length);
      const pairs = [
        { old: old.wrapper, current: current.wrapper },
        ...old.cells.map((cell, index) => ({ old: cell.classes, current: current.cells[index].classes })),
      ];
      for (const { from, claims } of rows) {
        const claim = claims[direction];
        for (const pair of pairs.filter((p) => p.old.has(from))) {
          seen.add(from);
          if (claim.kind === 'never-set') problems.push(`${from}: set by 7.x (${JSON.stringify(layout)})`);
          if (claim.kind === 'becomes' && !pair.current.has(claim.target))
            problems.push(`${from} → ${claim.target}: 1.x set ${[...pair.current].join(' ')} (${JSON.stringify(layout)})`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Each row naming a class was put to the test; a render cannot show the scroll shadows (ping).
    const untested = rows.filter((row) => row.claims[direction].kind === 'becomes' && !row.from.includes('-ping-') && !seen.has(row.from));
    expect(untested.map((row) => row.from)).toEqual([]);
  });

  it('says that right to left, 7.x set rc-table-has-fix-right only for a last column fixed to the left, which 1.x marks with no class', () => {
    expect(rows.find((row) => row.from === 'rc-table-has-fix-right')?.claims.rtl).toEqual({ kind: 'none' });
    expect(rows.find((row) => row.from === 'rc-table-has-fix-left')?.claims.rtl).toEqual({ kind: 'becomes', target: 'rc-table-has-fix-start' });
    const usual = render('7.x', ['left', undefined, 'right'], 'rtl');
    expect(usual.wrapper.has('rc-table-has-fix-right')).toBe(false);
    expect(render('1.x', ['left', undefined, 'right'], 'rtl').wrapper.has('rc-table-has-fix-end')).toBe(true);
    for (const lastFixed of ['left', true]) {
      expect(render('7.x', [undefined, undefined, lastFixed], 'rtl').wrapper.has('rc-table-has-fix-right')).toBe(true);
      expect([...render('1.x', [undefined, undefined, lastFixed], 'rtl').wrapper].filter((name) => name.startsWith('rc-table-has-fix'))).toEqual([]);
    }
  });
});

describe('the types', () => {
  const current = read('@rc-component/table', 'es', 'interface.d.ts');
  const old = read('rc-table', 'lib', 'interface.d.ts');

  it("deprecate fixed: 'left' and 'right' in a doc comment only, with no @deprecated tag", () => {
    const comment = /\/\*\*([^/]*)\*\/\s*export type FixedType = 'start' \| 'end' \| 'left' \| 'right' \| boolean;/.exec(current)?.[1];
    expect(comment).toMatch(/deprecated/);
    expect(comment).not.toContain('@deprecated');
    expect(old).toContain("export type FixedType = 'left' | 'right' | boolean;");
    for (const [, text] of guides) expect(text).toContain('`@deprecated`');
  });

  it('widen columnTitle to a node or a function of { expandIcon }', () => {
    expect(old).toMatch(/columnTitle\?: React\.ReactNode;/);
    expect(current).toContain('columnTitle?: ExpandColumnTitle;');
    expect(current).toContain('export type ExpandColumnTitle = React.ReactNode | ((props: ExpandColumnTitleProps) => React.ReactNode);');
    expect(current).toMatch(/interface ExpandColumnTitleProps \{\s*expandIcon: React\.ReactNode;\s*\}/);
  });

  it('declare CompareProps in the package, which its root does not export', () => {
    expect(read('rc-table', 'lib', 'Table.d.ts')).toContain("import type { CompareProps } from '@rc-component/context/lib/Immutable';");
    expect(read('@rc-component/table', 'es', 'Table.d.ts')).toContain('export type CompareProps<T extends React.ComponentType<any>> =');
    const root = read('@rc-component/table', 'es', 'index.d.ts');
    expect(root).not.toContain('CompareProps');
    expect(root).toMatch(/\bgenTable\b/);
  });
});

describe('the packages beside the table', () => {
  const manifest = (...name: string[]) => JSON.parse(read(...name, 'package.json')) as { version: string } & Record<string, Record<string, string>>;
  const siblings = [
    'rc-tooltip',
    'rc-dropdown',
    'rc-menu',
    'rc-motion',
    '@rc-component/tooltip',
    '@rc-component/dropdown',
    '@rc-component/menu',
    '@rc-component/motion',
  ];

  it.each(['rc-table', '@rc-component/table'])('are no dependencies of %s', (name) => {
    const { dependencies, peerDependencies } = manifest(name);
    expect(siblings.filter((sibling) => sibling in { ...dependencies, ...peerDependencies })).toEqual([]);
  });

  it("@rc-component/tooltip: classNames and styles by part and destroyOnHidden, none of rc-tooltip's overlay props", () => {
    const next = read('@rc-component/tooltip', 'lib', 'Tooltip.d.ts');
    const prev = read('rc-tooltip', 'lib', 'Tooltip.d.ts');
    const props = (declaration: string) => new Set([...declaration.matchAll(/^ {4}(\w+)\?:/gm)].map((m) => m[1]));
    const gone = ['overlayClassName', 'overlayStyle', 'overlayInnerStyle', 'destroyTooltipOnHide', 'transitionName', 'animation'];
    expect(gone.filter((prop) => !props(prev).has(prop))).toEqual([]);
    expect(gone.filter((prop) => props(next).has(prop))).toEqual([]);
    for (const prop of ['classNames', 'styles', 'destroyOnHidden', 'motion']) expect(props(next)).toContain(prop);
    const parts = (/export type SemanticName = ([^;]+);/.exec(next)?.[1] ?? '').split(' | ').map((part) => part.replaceAll("'", ''));
    expect(parts).toEqual(['root', 'arrow', 'container', 'uniqueContainer']);
    expect(manifest('@rc-component/tooltip').version).toBe('1.5.2');
    for (const [, text] of guides) {
      const missing = [...gone, ...parts, 'destroyOnHidden', '1.5.2'].filter((name) => !text.includes(name));
      expect(missing).toEqual([]);
    }
  });

  it('@rc-component/context: 1.x depends on ^2, whose declarations are those of 1.4.0, and which needs React 18', () => {
    expect(manifest('@rc-component/table').dependencies['@rc-component/context']).toMatch(/^\^2\./);
    const own = path.join('@rc-component', 'table', 'node_modules', '@rc-component', 'context');
    expect(manifest('@rc-component/context').version).toBe('1.4.0');
    expect(manifest(own).version).toMatch(/^2\./);
    expect(manifest(own).peerDependencies.react).toBe('>=18.0.0');
    for (const file of ['index.d.ts', 'Immutable.d.ts', 'context.d.ts']) expect(read(own, 'lib', file)).toBe(read('@rc-component/context', 'lib', file));
  });
});

it('scrollTo in 1.12.0 aligns the row first, then scrolls offset pixels further', () => {
  const script = read('@rc-component/table', 'es', 'Table.js');
  expect(script).toMatch(/scrollIntoView\(\{\s*block: align\s*\}\)/);
  expect(script).toMatch(/top: container\.scrollTop \+ offset/);
});
