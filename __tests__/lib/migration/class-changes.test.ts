/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import OldTable from 'rc-table';
import NewTable from '@rc-component/table';
import { ADDED_CLASSES, DEFAULT_PREFIX, REMOVED_CLASSES, targetFor } from '@/lib/migration/class-changes';
import { findingsEn } from '@/lib/messages/migration/findings/en';
import { findingsZhCN } from '@/lib/messages/migration/findings/zh-CN';
import { LAYOUTS, logical, renderPinned, type Direction } from './proof/pinned-renders';
import { migrated, where } from './run';

/** Server-renders a table scrolling sideways: the classes of its wrapper, then of each header and body cell. */
function classesOf(Table: unknown, layout: readonly (string | boolean | undefined)[], direction: Direction): Set<string>[] {
  const html = renderPinned(Table, layout, direction);
  const classLists = [...html.matchAll(/<(?:div|td|th)\b[^>]*?\sclass="([^"]*)"/g)].map((m) => new Set(m[1].split(/\s+/)));
  const wrapper = classLists.find((list) => list.has(DEFAULT_PREFIX));
  if (!wrapper) throw new Error('no table wrapper in the render');
  return [wrapper, ...classLists.filter((list) => list.has(`${DEFAULT_PREFIX}-cell`))];
}

/**
 * For each class 7.x set in these renders and 1.x does not: the 1.x classes set on exactly the same elements in
 * every layout (the wrapper, each cell), so the one the rules rename to, or none if 1.x marks that case with none.
 */
function observedMap(direction: Direction): Map<string, string[]> {
  const renders = LAYOUTS.map((layout) => ({ old: classesOf(OldTable, layout, direction), current: classesOf(NewTable, layout.map(logical), direction) }));
  const map = new Map<string, string[]>();
  for (const { suffix } of REMOVED_CLASSES) {
    const from = `${DEFAULT_PREFIX}-${suffix}`;
    if (!renders.some((r) => r.old.some((element) => element.has(from)))) continue;
    const same = ADDED_CLASSES.map((c) => `${DEFAULT_PREFIX}-${c.suffix}`).filter((to) =>
      renders.every(({ old, current }) => old.length === current.length && old.every((element, i) => element.has(from) === current[i].has(to))),
    );
    map.set(
      suffix,
      same.map((to) => to.slice(DEFAULT_PREFIX.length + 1)),
    );
  }
  return map;
}

describe('the class map, against both packages rendered on the server', () => {
  it.each<Direction>(['ltr', 'rtl'])('names, %s, the class 1.x sets on the very elements where 7.x set the old one', (direction) => {
    const rtl = direction === 'rtl';
    const observed = observedMap(direction);
    const expected = [...observed.keys()].map((suffix) => {
      const change = REMOVED_CLASSES.find((c) => c.suffix === suffix);
      const target = change && targetFor(change, rtl);
      return [suffix, target === undefined ? [] : [target]] as const;
    });
    expect(Object.fromEntries(observed)).toEqual(Object.fromEntries(expected));
    // Every class renamed in this direction was seen, but the scroll shadows (ping): a server render does not scroll.
    const unseen = REMOVED_CLASSES.filter((c) => !c.suffix.startsWith('ping-') && !(rtl ? c.ltrOnly : c.rtlOnly) && targetFor(c, rtl) !== undefined);
    expect(unseen.map((c) => c.suffix).filter((suffix) => !observed.has(suffix))).toEqual([]);
  });

  it('sees 7.x set the right-to-left-only classes only there, and the left-to-right-only ones only there', () => {
    const seen = (direction: Direction) => new Set([...observedMap(direction).keys()]);
    for (const change of REMOVED_CLASSES.filter((c) => c.rtlOnly))
      expect([seen('ltr').has(change.suffix), seen('rtl').has(change.suffix)]).toEqual([false, true]);
    for (const change of REMOVED_CLASSES.filter((c) => c.ltrOnly))
      expect([seen('ltr').has(change.suffix), seen('rtl').has(change.suffix)]).toEqual([true, false]);
  });

  it("maps the scroll shadows by the packages' scroll handlers: right to left, 7.x's left is the end", () => {
    const source = (name: string) => fs.readFileSync(path.join(process.cwd(), 'node_modules', name, 'es', 'Table.js'), 'utf8');
    // 7.x: pinged left while content is hidden on the left, which right to left is the end still to scroll to.
    expect(source('rc-table')).toMatch(
      /if \(isRTL\) \{\s*setPingedLeft\(-mergedScrollLeft < scrollWidth - clientWidth\);\s*setPingedRight\(-mergedScrollLeft > 0\);/,
    );
    // 1.x: by distance from the start, whatever the direction.
    expect(source('@rc-component/table')).toMatch(/setShadowStart\(absScrollStart > 0\);\s*setShadowEnd\(absScrollStart < scrollWidth - clientWidth - 1\);/);
    const ping = (suffix: string) => REMOVED_CLASSES.find((c) => c.suffix === suffix);
    expect([ping('ping-left'), ping('ping-right')].map((c) => c && [targetFor(c, false), targetFor(c, true)])).toEqual([
      ['fix-start-shadow-show', 'fix-end-shadow-show'],
      ['fix-end-shadow-show', 'fix-start-shadow-show'],
    ]);
  });
});

describe('class-name rule in stylesheets', () => {
  it('renames the old fixed and shadow classes, keeping comments and everything else', () => {
    const css = `/* .rc-table-ping-left stays in a comment */
.rc-table-ping-left .rc-table-cell-fix-left-last::after {
  box-shadow: inset 10px 0 8px -8px rgba(0, 0, 0, 0.15);
}
.rc-table-ping-right .rc-table-cell-fix-right-first::after,
.rc-table-has-fix-left .rc-table-cell-fix-left { background: #fff; }
.rc-table-cell-fix-right { z-index: 2; }`;
    const result = migrated(css);
    expect(result.language).toBe('css');
    expect(result.code).toBe(`/* .rc-table-ping-left stays in a comment */
.rc-table-fix-start-shadow-show:where(:not(.rc-table-rtl)) .rc-table-cell-fix-start-shadow::after {
  box-shadow: inset 10px 0 8px -8px rgba(0, 0, 0, 0.15);
}
.rc-table-fix-end-shadow-show:where(:not(.rc-table-rtl)) .rc-table-cell-fix-end-shadow::after,
.rc-table-has-fix-start:where(:not(.rc-table-rtl)) .rc-table-cell-fix-start,
.rc-table-has-fix-start:where(.rc-table-rtl) .rc-table-cell-fix-end { background: #fff; }
:where(.rc-table:not(.rc-table-rtl)) .rc-table-cell-fix-end, :where(.rc-table-rtl) .rc-table-cell-fix-start { z-index: 2; }`);
    expect(where(result.changes)).toEqual([
      'class-renamed@2:2',
      'class-ltr-scoped@2:20',
      'class-renamed@2:22',
      'class-renamed@5:2',
      'class-ltr-scoped@5:21',
      'class-renamed@5:23',
      'class-direction-split@6:1',
      'class-direction-split@7:1',
    ]);
    expect(result.changes[0]).toMatchObject({ rule: 'class-name', values: { from: 'rc-table-ping-left', to: 'rc-table-fix-start-shadow-show' } });
  });

  it('maps left and right the other way inside right-to-left selectors, and writes a selector naming no direction once per direction', () => {
    const result = migrated('.rc-table-rtl.rc-table-ping-left .rc-table-cell-fix-left-first,\n.rc-table-ping-left .rc-table-cell-fix-left { color: red }');
    expect(result.code).toBe(
      '.rc-table-rtl.rc-table-fix-end-shadow-show .rc-table-cell-fix-end-shadow,\n.rc-table-fix-start-shadow-show:where(:not(.rc-table-rtl)) .rc-table-cell-fix-start,\n.rc-table-fix-end-shadow-show:where(.rc-table-rtl) .rc-table-cell-fix-end { color: red }',
    );
    expect(result.changes.map((c) => c.message)).toEqual(['class-renamed-rtl', 'class-renamed', 'class-direction-split']);
    expect(result.changes[2].values).toEqual({
      selector: '.rc-table-ping-left .rc-table-cell-fix-left',
      ltr: '.rc-table-fix-start-shadow-show:where(:not(.rc-table-rtl)) .rc-table-cell-fix-start',
      rtl: '.rc-table-fix-end-shadow-show:where(.rc-table-rtl) .rc-table-cell-fix-end',
    });
  });

  it('reads a selector with a class 7.x set only in right-to-left tables as right-to-left', () => {
    const result = migrated('.rc-table-ping-left .rc-table-cell-fix-left-first { color: red }');
    expect(result.code).toBe('.rc-table-fix-end-shadow-show:where(.rc-table-rtl) .rc-table-cell-fix-end-shadow { color: red }');
  });

  it("warns that 1.x paints a shadow cell's ::after itself", () => {
    const result = migrated('.x.rc-table-ping-left .rc-table-cell-fix-left-last::after { box-shadow: none }\n.rc-table-cell-fix-left-last { color: red }');
    expect(where(result.warnings)).toEqual(['shadow-pseudo@1:24']);
    expect(result.warnings[0].values).toEqual({ selector: '.rc-table-cell-fix-start-shadow::after' });
  });

  it('reports the classes 1.x dropped without a counterpart', () => {
    const result = migrated('.rc-table-fixed-column-gapped td, .rc-table-measure-cell-content, .rc-table-cell-fix-left-all::after { display: none }');
    expect(result.changes).toEqual([]);
    expect(result.warnings.map((w) => w.values)).toEqual([
      { from: 'rc-table-fixed-column-gapped' },
      { from: 'rc-table-measure-cell-content' },
      { from: 'rc-table-cell-fix-left-all' },
    ]);
  });

  it("reports another table's prefix and nested selectors, and leaves other components' classes alone", () => {
    const css = '.ant-table-ping-left { }\n.my-table { &-cell-fix-left { } }\n.ant-tabs-nav-wrap-ping-left { }\n.ant-tabs-nav-wrap { &-ping-left { } }';
    const result = migrated(css, 'css');
    expect(result.code).toBe(css);
    expect(result.warnings.map((w) => [w.message, w.values])).toEqual([
      ['class-other-prefix', { from: 'ant-table-ping-left', suffix: 'ping-left', to: 'ant-table-fix-start-shadow-show' }],
      ['class-other-prefix', { from: '&-cell-fix-left', suffix: 'cell-fix-left', to: '&-cell-fix-start' }],
    ]);
  });

  it('renames nested classes where their parent names the table', () => {
    const result = migrated('.rc-table {\n  &-ping-left &-cell-fix-left-last { }\n  &-cell { &-fix-right { } }\n}', 'css');
    expect(result.code).toBe(
      '.rc-table {\n  &-fix-start-shadow-show:where(:not(.rc-table-rtl)) &-cell-fix-start-shadow { }\n  &-cell { :where(.rc-table:not(.rc-table-rtl)) &-fix-end, :where(.rc-table-rtl) &-fix-start { } }\n}',
    );
    expect(result.changes.map((c) => c.values)).toEqual([
      { from: '&-ping-left', to: '&-fix-start-shadow-show' },
      { from: '&-cell-fix-left-last', to: '&-cell-fix-start-shadow', scope: ':where(:not(.rc-table-rtl))', placement: 'wrapper' },
      { from: '&-cell-fix-left-last', to: '&-cell-fix-start-shadow' },
      { selector: '&-fix-right', ltr: ':where(.rc-table:not(.rc-table-rtl)) &-fix-end', rtl: ':where(.rc-table-rtl) &-fix-start' },
    ]);
  });

  it("moves the table's stylesheet in @import, with webpack's ~ or url()", () => {
    const result = migrated("@import '~rc-table/assets/index.css';\n@import url(rc-table/assets/index.css);\n.x { color: red }");
    expect(result.code).toBe("@import '~@rc-component/table/assets/index.css';\n@import url(@rc-component/table/assets/index.css);\n.x { color: red }");
    expect(result.changes.map((c) => [c.rule, c.message])).toEqual([
      ['stylesheet', 'stylesheet-moved'],
      ['stylesheet', 'stylesheet-moved'],
    ]);
  });
});

describe('right-to-left-only classes in stylesheets', () => {
  // 7.x set `cell-fix-left-first` and `cell-fix-right-last` only in right-to-left tables; 1.x sets their
  // counterparts in both directions, so a selector naming one gets `.rc-table-rtl` to keep its scope.
  it('adds .rc-table-rtl to the compound that is the table wrapper: a ping class, or .rc-table itself', () => {
    const result = migrated(
      '.rc-table-ping-left .rc-table-cell-fix-left-first { color: red }\n.rc-table .rc-table-cell-fix-right-last::after { box-shadow: none }',
    );
    expect(result.code).toBe(
      '.rc-table-fix-end-shadow-show:where(.rc-table-rtl) .rc-table-cell-fix-end-shadow { color: red }\n.rc-table:where(.rc-table-rtl) .rc-table-cell-fix-start-shadow::after { box-shadow: none }',
    );
    expect(where(result.changes)).toEqual([
      'class-renamed-rtl@1:2',
      'class-rtl-scoped@1:20',
      'class-renamed@1:22',
      'class-rtl-scoped@2:10',
      'class-renamed@2:12',
    ]);
    expect(result.changes[1].values).toEqual({
      from: 'rc-table-cell-fix-left-first',
      to: 'rc-table-cell-fix-end-shadow',
      scope: ':where(.rc-table-rtl)',
      placement: 'wrapper',
    });
  });

  it('puts .rc-table-rtl in front of the first part of the table otherwise, after what is outside it', () => {
    const result = migrated(
      '.page .rc-table-tbody > tr > .rc-table-cell-fix-left-first { color: red }\nhtml[dir=rtl] td.rc-table-cell-fix-right-last { color: blue }',
    );
    expect(result.code).toBe(
      '.page :where(.rc-table-rtl) .rc-table-tbody > tr > .rc-table-cell-fix-end-shadow { color: red }\nhtml[dir=rtl] :where(.rc-table-rtl) td.rc-table-cell-fix-start-shadow { color: blue }',
    );
    expect(result.changes.filter((c) => c.message === 'class-rtl-scoped').map((c) => c.values)).toEqual([
      { from: 'rc-table-cell-fix-left-first', to: 'rc-table-cell-fix-end-shadow', scope: ':where(.rc-table-rtl)', placement: 'descendant' },
      { from: 'rc-table-cell-fix-right-last', to: 'rc-table-cell-fix-start-shadow', scope: ':where(.rc-table-rtl)', placement: 'descendant' },
    ]);
  });

  it('scopes each selector of a list on its own, and leaves one that already names .rc-table-rtl', () => {
    const result = migrated('.rc-table-cell-fix-left-first,\n.rc-table-cell-fix-left-last,\n.rc-table-rtl .rc-table-cell-fix-right-last { color: red }');
    expect(result.code).toBe(
      ':where(.rc-table-rtl) .rc-table-cell-fix-end-shadow,\n:where(.rc-table:not(.rc-table-rtl)) .rc-table-cell-fix-start-shadow,\n.rc-table-rtl .rc-table-cell-fix-start-shadow { color: red }',
    );
    expect(where(result.changes)).toEqual(['class-rtl-scoped@1:1', 'class-renamed@1:2', 'class-ltr-scoped@2:1', 'class-renamed@2:2', 'class-renamed@3:16']);
  });

  it('scopes nested Less and Sass selectors through & where it can, and says so where it cannot', () => {
    const result = migrated(
      '.rc-table {\n  &-cell-fix-left-first { a: b; }\n  .rc-table-cell-fix-right-last { c: d; }\n}\n.rc-table .rc-table-tbody {\n  .rc-table-cell-fix-left-first { e: f; }\n}',
      'css',
    );
    expect(result.code).toBe(
      '.rc-table {\n  :where(.rc-table-rtl) &-cell-fix-end-shadow { a: b; }\n  &:where(.rc-table-rtl) .rc-table-cell-fix-start-shadow { c: d; }\n}\n.rc-table .rc-table-tbody {\n  .rc-table-cell-fix-end-shadow { e: f; }\n}',
    );
    expect(where(result.warnings)).toEqual(['class-rtl-unscoped@6:4']);
    expect(result.warnings[0].values).toEqual({
      from: 'rc-table-cell-fix-left-first',
      to: 'rc-table-cell-fix-end-shadow',
      name: 'rc-table-cell-fix-end-shadow',
      selector: '.rc-table .rc-table-tbody .rc-table-cell-fix-left-first',
      scope: ':where(.rc-table-rtl)',
    });
  });

  it('does not scope a nested rule whose right-to-left rules inside already name .rc-table-rtl, and warns when only some do', () => {
    const result = migrated(
      '.rc-table-cell {\n  &-fix-left-first {\n    .rc-table-rtl & { a: b; }\n  }\n  &-fix-right-last {\n    c: d;\n    .rc-table-rtl & { e: f; }\n  }\n}',
      'css',
    );
    expect(result.code).toBe(
      '.rc-table-cell {\n  &-fix-end-shadow {\n    .rc-table-rtl & { a: b; }\n  }\n  &-fix-start-shadow {\n    c: d;\n    .rc-table-rtl & { e: f; }\n  }\n}',
    );
    expect(where(result.warnings)).toEqual(['class-rtl-unscoped@5:3']);
    const [unscoped] = result.warnings;
    expect(unscoped.values).toEqual(expect.objectContaining({ from: '&-fix-right-last', to: '&-fix-start-shadow', name: 'rc-table-cell-fix-start-shadow' }));
    if (unscoped.message !== 'class-rtl-unscoped') throw new Error(unscoped.message);
    expect(findingsEn['class-rtl-unscoped'](unscoped.values)).toContain('`.rc-table-cell-fix-start-shadow`');
    expect(findingsZhCN['class-rtl-unscoped'](unscoped.values)).toContain('`.rc-table-cell-fix-start-shadow`');
  });

  it('explains the scope in both editions', () => {
    const values = {
      from: 'rc-table-cell-fix-left-first',
      to: 'rc-table-cell-fix-end-shadow',
      scope: ':where(.rc-table-rtl)',
      placement: 'descendant',
    } as const;
    expect(findingsEn['class-rtl-scoped'](values)).toContain('right-to-left tables only');
    expect(findingsEn['class-rtl-scoped'](values)).toContain('`className`');
    expect(findingsZhCN['class-rtl-scoped'](values)).toContain('只作用于从右到左的表格');
    expect(findingsEn['class-rtl-scoped']({ ...values, placement: 'wrapper' })).not.toContain('`className`');
  });
});

describe('classes whose mapping depends on the direction', () => {
  it('reports has-fix-right in a right-to-left selector, where 1.x has no counterpart, and keeps one naming no direction to left-to-right tables', () => {
    const result = migrated('.rc-table-rtl.rc-table-has-fix-right { a: b }\n.rc-table-has-fix-right { c: d }');
    expect(result.code).toBe('.rc-table-rtl.rc-table-has-fix-right { a: b }\n.rc-table-has-fix-end:where(:not(.rc-table-rtl)) { c: d }');
    expect(where(result.warnings)).toEqual(['class-removed-rtl@1:15']);
    expect(result.changes.map((c) => [c.message, c.values])).toEqual([
      ['class-direction-split', { selector: '.rc-table-has-fix-right', ltr: '.rc-table-has-fix-end:where(:not(.rc-table-rtl))', rtl: '' }],
    ]);
  });

  it('leaves a right-to-left selector naming a class 7.x set only left to right, which matched nothing', () => {
    const result = migrated('.rc-table-rtl.rc-table-ping-left .rc-table-cell-fix-left-last { a: b }');
    expect(result.code).toBe('.rc-table-rtl.rc-table-ping-left .rc-table-cell-fix-left-last { a: b }');
    expect(result.changes).toEqual([]);
    expect(where(result.warnings)).toEqual(['class-never-matched@1:35']);
    expect(result.warnings[0].values).toEqual({
      from: 'rc-table-cell-fix-left-last',
      selector: '.rc-table-rtl.rc-table-ping-left .rc-table-cell-fix-left-last',
    });
  });

  it('reads [dir=rtl] as right to left, and .rc-table-rtl inside :not() as left to right', () => {
    const result = migrated("[dir='rtl'] .rc-table-cell-fix-right { a: b }\n.rc-table:not(.rc-table-rtl) .rc-table-cell-fix-right { c: d }");
    expect(result.code).toBe("[dir='rtl'] .rc-table-cell-fix-start { a: b }\n.rc-table:not(.rc-table-rtl) .rc-table-cell-fix-end { c: d }");
    expect(result.changes.map((c) => c.message)).toEqual(['class-renamed-rtl', 'class-renamed']);
  });

  it('warns when a nested class is shared by rules of both directions', () => {
    const result = migrated(
      '.rc-table {\n  &-ping-left {\n    .rc-table-cell-fix-left-first { a: b; }\n    .rc-table-cell-fix-left-last { c: d; }\n  }\n}',
      'css',
    );
    expect(where(result.warnings)).toEqual(['class-mixed-direction@2:3']);
    const [mixed] = result.warnings;
    expect(mixed.values).toEqual({
      from: '&-ping-left',
      ltr: '&-fix-start-shadow-show',
      rtl: '&-fix-end-shadow-show',
      ltrName: 'rc-table-fix-start-shadow-show',
      rtlName: 'rc-table-fix-end-shadow-show',
    });
    if (mixed.message !== 'class-mixed-direction') throw new Error(mixed.message);
    for (const text of [findingsEn['class-mixed-direction'](mixed.values), findingsZhCN['class-mixed-direction'](mixed.values)]) {
      expect(text).toContain('`.rc-table-fix-start-shadow-show`');
      expect(text).toContain('`.rc-table-fix-end-shadow-show`');
    }
    expect(result.code).toContain('&-ping-left {');
  });
});

describe("7.x's own shadow rules and their right-to-left override", () => {
  const oldCss = fs.readFileSync(path.join(process.cwd(), 'node_modules', 'rc-table', 'assets', 'index.css'), 'utf8');
  // 7.x's box-shadow on the cell next to the right-pinned ones, and its right-to-left override.
  const ltr = '.rc-table-cell-fix-right-first,\n.rc-table-cell-fix-right-last {\n  box-shadow: -1px 0 0 red;\n}';
  const rtl = '.rc-table-rtl .rc-table-cell-fix-right-first,\n.rc-table-rtl .rc-table-cell-fix-right-last {\n  box-shadow: none;\n}';

  it('quotes 7.x', () => {
    expect(oldCss).toContain(`${ltr}\n${rtl}`);
  });

  it('keeps both: the scopes weigh nothing, so the more specific override still wins as it did in 7.x', () => {
    for (const css of [`${ltr}\n${rtl}`, `${rtl}\n${ltr}`]) {
      const result = migrated(css);
      expect(result.code).toContain(
        ':where(.rc-table:not(.rc-table-rtl)) .rc-table-cell-fix-end-shadow,\n:where(.rc-table-rtl) .rc-table-cell-fix-start-shadow {\n  box-shadow: -1px 0 0 red;\n}',
      );
      expect(result.code).toContain('.rc-table-rtl .rc-table-cell-fix-right-first,\n.rc-table-rtl .rc-table-cell-fix-start-shadow {\n  box-shadow: none;\n}');
      expect(where(result.warnings).filter((w) => w.startsWith('rule-'))).toEqual([]);
    }
  });

  it('names both lines where a renamed selector meets one the sheet already has, and never across at-rules', () => {
    const result = migrated('.rc-table-has-fix-left .x { a: b; }\n.rc-table-has-fix-start .x { a: c; }');
    expect(where(result.warnings)).toEqual(['rule-duplicate@2:1']);
    expect(result.warnings[0].values).toEqual({ selector: '.rc-table-has-fix-start .x', first: 1, second: 2 });
    const apart = migrated('@media print { .rc-table-has-fix-left .x { a: b; } }\n.rc-table-has-fix-start .x { a: c; }\n.y { a: b; }\n.y { a: c; }');
    expect(apart.warnings.map((w) => w.message)).not.toContain('rule-duplicate');
  });
});

describe("z-index next to 1.x's pinned cells", () => {
  it('warns on pinned cells with the calc() to write, on other table parts, and on overlays in a sheet that styles the table', () => {
    const result = migrated(
      '.rc-table-cell-fix-left { z-index: 3; }\n.rc-table-thead > tr > th { z-index: 5 !important; }\n.app-overlay { z-index: 10; }\n.tooltip { z-index: 1070; }\n.rc-table-cell-fix { z-index: calc(2 + var(--z-offset)); }',
    );
    expect(where(result.warnings)).toEqual(['z-index-pinned@1:27', 'z-index-table@2:29', 'z-index-overlay@3:16']);
    expect(result.warnings.map((w) => [w.rule, w.values, w.suggestion])).toEqual([
      [
        'z-index',
        { selector: ':where(.rc-table:not(.rc-table-rtl)) .rc-table-cell-fix-start, :where(.rc-table-rtl) .rc-table-cell-fix-end', value: '3' },
        'z-index: calc(3 + var(--z-offset));',
      ],
      ['z-index', { selector: '.rc-table-thead > tr > th', value: '5' }, undefined],
      ['z-index', { selector: '.app-overlay', value: '10' }, undefined],
    ]);
  });

  it("flags 7.x's own z-index: 2 on pinned cells, which would override 1.x's stacking", () => {
    const result = migrated('.rc-table-cell-fix-left,\n.rc-table-cell-fix-right {\n  z-index: 2;\n}');
    expect(where(result.warnings)).toEqual(['z-index-pinned@3:3']);
    expect(result.warnings[0].values).toEqual({ selector: '.rc-table-cell-fix-start, .rc-table-cell-fix-end', value: '2' });
  });

  it('leaves a z-index alone in a stylesheet that does not style the table', () => {
    expect(migrated('.app-overlay { z-index: 10; }')).toMatchObject({ warnings: [], notice: 'no-table' });
  });
});

describe('class-name rule in code', () => {
  it('renames classes in className strings, selectors and CSS-in-JS, but not in comments or object keys', () => {
    const code = `import Table from 'rc-table';
// rc-table-ping-left in a comment stays
const Wrapper = styled.div\`
  .rc-table-ping-left \${Cell}.rc-table-cell-fix-left-last { color: red; }
\`;
document.querySelector('.rc-table-cell-fix-right');
const map = { 'rc-table-ping-right': 1 };
<Table className="rc-table-ping-left" prefixCls="my-grid" rowClassName={() => 'my-grid-cell-fix-left'} />;`;
    const result = migrated(code);
    expect(result.code).toBe(`import Table from '@rc-component/table';
// rc-table-ping-left in a comment stays
const Wrapper = styled.div\`
  .rc-table-fix-start-shadow-show \${Cell}.rc-table-cell-fix-start-shadow { color: red; }
\`;
document.querySelector('.rc-table-cell-fix-end');
const map = { 'rc-table-ping-right': 1 };
<Table className="rc-table-fix-start-shadow-show" prefixCls="my-grid" rowClassName={() => 'my-grid-cell-fix-start'} />;`);
    expect(result.changes.filter((c) => c.rule === 'class-name')).toHaveLength(5);
  });

  it('gives CSS-in-JS the z-index findings the same CSS gets as a stylesheet, at its place in the code', () => {
    const css = '.rc-table-cell-fix-right { z-index: 3; }\n.rc-table-thead { z-index: 9; }\n.menu { z-index: 50; }\n';
    const sheet = migrated(css, 'css');
    const code = migrated(`import Table from 'rc-table';\nexport const Frame = styled.section\`\n${css}\`;`);
    const said = (findings: typeof sheet.warnings) => findings.filter((w) => w.rule === 'z-index').map((w) => [w.message, w.values, w.suggestion]);
    expect(said(sheet.warnings)).toHaveLength(3);
    expect(said(code.warnings)).toEqual(said(sheet.warnings));
    expect(where(code.warnings)).toEqual(where(sheet.warnings).map((w) => w.replace(/@(\d+)/, (_, line: string) => `@${Number(line) + 2}`)));
  });

  it('uses the right-to-left mapping in a class list that names the rtl class', () => {
    const result = migrated("const cls = 'rc-table-rtl rc-table-ping-right';");
    expect(result.code).toBe("const cls = 'rc-table-rtl rc-table-fix-start-shadow-show';");
  });

  it('scopes a right-to-left-only class in a whole selector string, and warns in one split by code', () => {
    const code =
      "document.querySelector('.rc-table-ping-left .rc-table-cell-fix-left-first');\nconst X = styled.div`\n  ${Cell}.rc-table-cell-fix-right-last { color: red; }\n`;";
    const result = migrated(code);
    expect(result.code).toBe(
      "document.querySelector('.rc-table-fix-end-shadow-show:where(.rc-table-rtl) .rc-table-cell-fix-end-shadow');\nconst X = styled.div`\n  ${Cell}.rc-table-cell-fix-start-shadow { color: red; }\n`;",
    );
    expect(where(result.warnings)).toEqual(['class-rtl-unscoped@3:11']);
  });

  it('keeps a left-to-right-only class in a whole selector string to left-to-right tables, and warns in one split by code', () => {
    const code =
      "document.querySelectorAll('.rc-table-cell-fix-left-last');\nconst cells = (extra: string) => document.querySelectorAll(`.rc-table-cell-fix-right-first${extra}`);";
    const result = migrated(code);
    expect(result.code).toBe(
      "document.querySelectorAll(':where(.rc-table:not(.rc-table-rtl)) .rc-table-cell-fix-start-shadow');\nconst cells = (extra: string) => document.querySelectorAll(`.rc-table-cell-fix-end-shadow${extra}`);",
    );
    expect(where(result.changes)).toEqual(['class-ltr-scoped@1:28', 'class-renamed@1:29', 'class-renamed@2:62']);
    expect(result.changes[0].values).toEqual({
      from: 'rc-table-cell-fix-left-last',
      to: 'rc-table-cell-fix-start-shadow',
      scope: ':where(:not(.rc-table-rtl))',
      placement: 'descendant',
    });
    expect(where(result.warnings)).toEqual(['class-ltr-unscoped@2:62']);
  });
});
