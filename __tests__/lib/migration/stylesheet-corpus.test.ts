/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { differences, type Difference } from './proof/rtl-oracle';
import { migrated, where } from './run';

/**
 * Stylesheets as people paste them, each with the whole 1.x code the rewrite must give and where every change
 * and warning lands (`message@line:column`). A change to the stylesheet rules that alters any of these must be
 * deliberate: update the case, and say why.
 */
interface Case {
  input: string;
  changes: string[];
  warnings: string[];
  /** The whole 1.x code; for code quoted from the installed package, what must hold of it instead (no copy of it here). */
  output?: string;
  holds?: (input: string, code: string, changes: string[], warnings: string[]) => void;
}

/** The top-level rules' selectors, one by one, normalised: where the same one appears twice. */
function repeatedSelectors(css: string): string[] {
  const selectors = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(?:^|})\s*([^{}@]+)\{/g)].flatMap((m) =>
    m[1].split(',').map((s) => s.trim().replace(/\s+/g, ' ')),
  );
  return selectors.filter((selector, i) => selectors.indexOf(selector) !== i);
}

/**
 * 7.x's own rules, rewritten: every class 1.x renamed is gone where a change says so, each class of one direction
 * got its `.rc-table-rtl` or `:not(.rc-table-rtl)` (one more per scoping change, two per selector written once per
 * direction), and no two rules share a selector any more.
 */
function holdsForSevenRules(input: string, code: string, changes: string[], warnings: string[]): void {
  const count = (text: string, word: string) => text.split(word).length - 1;
  expect(repeatedSelectors(input)).toEqual([]);
  expect(repeatedSelectors(code)).toEqual([]);
  const scoped = changes.filter((c) => /^class-(?:rtl|ltr)-scoped@/.test(c)).length;
  expect(scoped).toBeGreaterThan(0);
  const split = changes.filter((c) => c.startsWith('class-direction-split@')).length;
  expect(count(code, 'rc-table-rtl')).toBe(count(input, 'rc-table-rtl') + scoped + 2 * split);
  // An old class stays only where a warning says why (a selector that matched nothing in 7.x is left as written).
  const stale = code.match(/rc-table-(?:ping-(?:left|right)|cell-fix-(?:left|right)(?:-first|-last|-all)?)(?![\w-])/g) ?? [];
  const explained = warnings.filter((w) => /^class-(?:never-matched|removed)/.test(w)).length;
  expect(stale.length).toBeLessThanOrEqual(explained);
}

/** 7.x's stylesheet as installed (rc-table 7.55.1), from its pinned-cell rules to the end of its ping (shadow) rules. */
function sevenShadowRules(): string {
  const css = fs.readFileSync(path.join(process.cwd(), 'node_modules', 'rc-table', 'assets', 'index.css'), 'utf8');
  const start = css.indexOf('.rc-table-fixed-column-gapped .rc-table-cell-fix-left-last::after');
  const end = css.indexOf('.rc-table-expand-icon-col');
  if (start < 0 || end < start) throw new Error("7.x's stylesheet is not the one these cases quote");
  return css.slice(start, end).trimEnd();
}

const OTHER_LIBRARY = "another library's classes (`.ui.menu.fixed.left`, tabs' ping classes): left alone";

const cases: Record<string, Case> = {
  'plain CSS: left-to-right classes renamed, one with no counterpart reported': {
    input: `.rc-table-ping-left .rc-table-cell-fix-left-last::after,
.rc-table-ping-right .rc-table-cell-fix-right-first::after {
  box-shadow: none;
}
.rc-table-cell-fix-left,
.rc-table-cell-fix-right {
  background: #fff;
}
.rc-table-has-fix-left .rc-table-cell:first-child {
  padding-left: 24px;
}
.rc-table-fixed-column-gapped .rc-table-cell { border: 0; }`,
    output: `.rc-table-fix-start-shadow-show:where(:not(.rc-table-rtl)) .rc-table-cell-fix-start-shadow::after,
.rc-table-fix-end-shadow-show:where(:not(.rc-table-rtl)) .rc-table-cell-fix-end-shadow::after {
  box-shadow: none;
}
.rc-table-cell-fix-start,
.rc-table-cell-fix-end {
  background: #fff;
}
.rc-table-has-fix-start .rc-table-cell:first-child {
  padding-left: 24px;
}
.rc-table-fixed-column-gapped .rc-table-cell { border: 0; }`,
    changes: [
      'class-renamed@1:2',
      'class-ltr-scoped@1:20',
      'class-renamed@1:22',
      'class-renamed@2:2',
      'class-ltr-scoped@2:21',
      'class-renamed@2:23',
      'class-renamed@5:2',
      'class-renamed@6:2',
      'class-renamed@9:2',
    ],
    warnings: ['shadow-pseudo@1:22', 'shadow-pseudo@2:23', 'class-removed@12:2'],
  },
  'Less with the prefix in a variable it defines: renamed inside `.@{prefix}-…`': {
    input: `@prefix: rc-table;
@shadow: rgba(0, 0, 0, 0.15);

.@{prefix}-ping-left .@{prefix}-cell-fix-left-last::after {
  box-shadow: inset 10px 0 8px -8px @shadow;
}
.@{prefix}-cell-fix-right {
  background: @shadow;
}
.@{prefix}-rtl .@{prefix}-cell-fix-right-last {
  border: 0;
}`,
    output: `@prefix: rc-table;
@shadow: rgba(0, 0, 0, 0.15);

.@{prefix}-fix-start-shadow-show:where(:not(.rc-table-rtl)) .@{prefix}-cell-fix-start-shadow::after {
  box-shadow: inset 10px 0 8px -8px @shadow;
}
:where(.rc-table:not(.rc-table-rtl)) .@{prefix}-cell-fix-end, :where(.rc-table-rtl) .@{prefix}-cell-fix-start {
  background: @shadow;
}
.@{prefix}-rtl .@{prefix}-cell-fix-start-shadow {
  border: 0;
}`,
    changes: ['class-renamed@4:2', 'class-ltr-scoped@4:21', 'class-renamed@4:23', 'class-direction-split@7:1', 'class-renamed@10:17'],
    warnings: ['shadow-pseudo@4:23'],
  },
  "Less importing the table's stylesheet with import options: the module moves, the options stay": {
    input: `@import (reference) '~rc-table/assets/index.less';
@import (css, optional) url('rc-table/assets/index.css');`,
    output: `@import (reference) '~@rc-component/table/assets/index.less';
@import (css, optional) url('@rc-component/table/assets/index.css');`,
    changes: ['stylesheet-moved@1:23', 'stylesheet-moved@2:30'],
    warnings: [],
  },
  'Less with the prefix in a variable defined elsewhere: reported at each line, per direction': {
    input: `@import (reference) 'theme.less';

.@{table-prefix}-cell-fix-left {
  background: @table-bg;
}
.@{table-prefix}-rtl .@{table-prefix}-cell-fix-left { border: 0; }`,
    output: `@import (reference) 'theme.less';

.@{table-prefix}-cell-fix-left {
  background: @table-bg;
}
.@{table-prefix}-rtl .@{table-prefix}-cell-fix-left { border: 0; }`,
    changes: [],
    warnings: ['class-variable-prefix@3:2', 'class-variable-prefix@6:23'],
  },
  'Sass nesting: `&-cell-fix-left` under `.rc-table`, and `&-rtl` for the direction': {
    input: `$bg: #fafafa;

.rc-table {
  &-ping-left &-cell-fix-left-last::after {
    box-shadow: inset 10px 0 8px -8px rgba(0, 0, 0, 0.15);
  }
  &-cell-fix-left,
  &-cell-fix-right {
    background: $bg;
    &:hover { background: darken($bg, 5%); }
  }
  &-rtl &-cell-fix-left {
    border-left: 0;
  }
}`,
    output: `$bg: #fafafa;

.rc-table {
  &-fix-start-shadow-show:where(:not(.rc-table-rtl)) &-cell-fix-start-shadow::after {
    box-shadow: inset 10px 0 8px -8px rgba(0, 0, 0, 0.15);
  }
  &-cell-fix-start,
  &-cell-fix-end {
    background: $bg;
    &:hover { background: darken($bg, 5%); }
  }
  &-rtl &-cell-fix-end {
    border-left: 0;
  }
}`,
    changes: ['class-renamed@4:3', 'class-ltr-scoped@4:14', 'class-renamed@4:15', 'class-renamed@7:3', 'class-renamed@8:3', 'class-renamed-rtl@12:9'],
    warnings: ['shadow-pseudo@4:15'],
  },
  'Sass with `#{$prefix}`: renamed, and a right-to-left-only class scoped through `&`': {
    input: `$prefix: 'rc-table' !default;

.#{$prefix}-cell-fix-right-first {
  box-shadow: none;
}
.#{$prefix} {
  .#{$prefix}-cell-fix-right-last { color: red; }
}`,
    output: `$prefix: 'rc-table' !default;

:where(.rc-table:not(.rc-table-rtl)) .#{$prefix}-cell-fix-end-shadow {
  box-shadow: none;
}
.#{$prefix} {
  &:where(.rc-table-rtl) .#{$prefix}-cell-fix-start-shadow { color: red; }
}`,
    changes: ['class-ltr-scoped@3:1', 'class-renamed@3:2', 'class-rtl-scoped@7:3', 'class-renamed@7:4'],
    warnings: [],
  },
  'a right-to-left stylesheet: `.rc-table-rtl`, a class with no counterpart there, a selector that matched nothing, `:not()`': {
    input: `.rc-table-rtl .rc-table-cell-fix-left { border-left: 0; }
.rc-table-rtl.rc-table-ping-right .rc-table-cell-fix-right-last::after { box-shadow: inset -10px 0 8px -8px #000; }
.rc-table-rtl.rc-table-has-fix-right { padding-left: 8px; }
.rc-table-rtl .rc-table-cell-fix-left-last { color: red; }
.rc-table:not(.rc-table-rtl) .rc-table-cell-fix-left { border-right: 0; }`,
    output: `.rc-table-rtl .rc-table-cell-fix-end { border-left: 0; }
.rc-table-rtl.rc-table-fix-start-shadow-show .rc-table-cell-fix-start-shadow::after { box-shadow: inset -10px 0 8px -8px #000; }
.rc-table-rtl.rc-table-has-fix-right { padding-left: 8px; }
.rc-table-rtl .rc-table-cell-fix-left-last { color: red; }
.rc-table:not(.rc-table-rtl) .rc-table-cell-fix-start { border-right: 0; }`,
    changes: ['class-renamed-rtl@1:16', 'class-renamed-rtl@2:15', 'class-renamed@2:36', 'class-renamed@5:31'],
    warnings: ['shadow-pseudo@2:36', 'class-removed-rtl@3:15', 'class-never-matched@4:16'],
  },
  'a page-level `[dir=rtl]` or `:dir(rtl)`: right to left, the right-to-left-only class scoped inside the page': {
    input: `[dir='rtl'] .rc-table-cell-fix-right { border-right: 0; }
html[dir=rtl] .app .rc-table-cell-fix-left-first::after { box-shadow: none; }
:dir(rtl) .rc-table-ping-left .rc-table-cell-fix-left { color: red; }`,
    output: `[dir='rtl'] .rc-table-cell-fix-start { border-right: 0; }
html[dir=rtl] .app :where(.rc-table-rtl) .rc-table-cell-fix-end-shadow::after { box-shadow: none; }
:dir(rtl) .rc-table-fix-end-shadow-show .rc-table-cell-fix-end { color: red; }`,
    changes: ['class-renamed-rtl@1:14', 'class-rtl-scoped@2:20', 'class-renamed@2:21', 'class-renamed-rtl@3:12', 'class-renamed-rtl@3:32'],
    warnings: ['shadow-pseudo@2:21'],
  },
  'a design system: classes 7.x set only left to right keep to left-to-right tables, on the wrapper or in front of the table': {
    input: `.page .rc-table-cell-fix-left-last { border-right: 1px solid #eee; }
.rc-table:not(.rc-table-rtl) .rc-table-cell-fix-right-first { color: red; }
.rc-table {
  .rc-table-cell-fix-left-last { color: blue; }
}`,
    output: `.page :where(.rc-table:not(.rc-table-rtl)) .rc-table-cell-fix-start-shadow { border-right: 1px solid #eee; }
.rc-table:not(.rc-table-rtl) .rc-table-cell-fix-end-shadow { color: red; }
.rc-table {
  &:where(:not(.rc-table-rtl)) .rc-table-cell-fix-start-shadow { color: blue; }
}`,
    changes: ['class-ltr-scoped@1:7', 'class-renamed@1:8', 'class-renamed@2:31', 'class-ltr-scoped@4:3', 'class-renamed@4:4'],
    warnings: [],
  },
  "7.x's own pinned-cell and shadow rules, pasted whole from its stylesheet": {
    input: sevenShadowRules(),
    holds: holdsForSevenRules,
    changes: [
      'class-ltr-scoped@1:30',
      'class-renamed@1:32',
      'class-ltr-scoped@2:30',
      'class-renamed@2:32',
      'class-renamed@8:2',
      'class-renamed@9:2',
      'class-direction-split@12:1',
      'class-renamed-rtl@15:16',
      'class-renamed-rtl@18:16',
      'class-renamed@21:16',
      'class-rtl-scoped@24:1',
      'class-renamed@24:2',
      'class-ltr-scoped@25:1',
      'class-renamed@25:2',
      'class-ltr-scoped@39:1',
      'class-renamed@39:2',
      'class-rtl-scoped@40:1',
      'class-renamed@40:2',
      'class-renamed@44:16',
      'class-ltr-scoped@47:1',
      'class-renamed@47:2',
      'class-rtl-scoped@48:1',
      'class-renamed@48:2',
      'class-rtl-scoped@64:1',
      'class-renamed@64:39',
      'class-ltr-scoped@65:1',
      'class-renamed@65:39',
      'class-rtl-scoped@69:1',
      'class-renamed@69:39',
      'class-ltr-scoped@70:1',
      'class-renamed@70:39',
      'class-renamed-rtl@79:2',
      'class-rtl-scoped@79:20',
      'class-renamed@79:22',
      'class-renamed@80:2',
      'class-ltr-scoped@80:20',
      'class-renamed@80:22',
      'class-renamed@83:2',
      'class-ltr-scoped@83:21',
      'class-renamed@83:23',
      'class-renamed-rtl@84:2',
      'class-rtl-scoped@84:21',
      'class-renamed@84:23',
    ],
    warnings: [
      'class-removed@1:2',
      'shadow-pseudo@1:32',
      'class-removed@2:2',
      'shadow-pseudo@2:32',
      'z-index-pinned@10:3',
      'shadow-pseudo@24:2',
      'shadow-pseudo@25:2',
      'class-removed@36:2',
      'class-never-matched@43:16',
      'shadow-pseudo@47:2',
      'shadow-pseudo@48:2',
      'class-never-matched@66:39',
      'class-never-matched@71:39',
      'shadow-pseudo@79:22',
      'shadow-pseudo@80:22',
      'shadow-pseudo@83:23',
      'shadow-pseudo@84:23',
    ],
  },
  'Less nested the way 7.x wrote its own: `.@{p}-rtl &` inside a cell rule, and a shared `::after`': {
    input: `@p: rc-table;
.@{p} {
  &-cell {
    &-fix-left-first {
      .@{p}-rtl & {
        border-left: 1px solid gray;
      }
    }
    &-fix-left-last::after,
    &-fix-right-first::after {
      width: 12px;
    }
  }
}`,
    output: `@p: rc-table;
.@{p} {
  &-cell {
    &-fix-end-shadow {
      .@{p}-rtl & {
        border-left: 1px solid gray;
      }
    }
    :where(.rc-table:not(.rc-table-rtl)) &-fix-start-shadow::after,
    :where(.rc-table:not(.rc-table-rtl)) &-fix-end-shadow::after {
      width: 12px;
    }
  }
}`,
    changes: ['class-renamed@4:5', 'class-renamed@9:5', 'class-ltr-scoped@9:5', 'class-renamed@10:5', 'class-ltr-scoped@10:5'],
    warnings: ['shadow-pseudo@9:5', 'shadow-pseudo@10:5'],
  },
  [OTHER_LIBRARY]: {
    input: `.ui.menu.fixed.left { left: 0; }
.tabs-ping-left .tabs-nav { box-shadow: none; }
.ant-tabs-nav-wrap-ping-left::before { opacity: 1; }
.ant-tabs-nav-wrap {
  &-ping-left::before { opacity: 1; }
}
.dropdown-menu { z-index: 10; }`,
    output: `.ui.menu.fixed.left { left: 0; }
.tabs-ping-left .tabs-nav { box-shadow: none; }
.ant-tabs-nav-wrap-ping-left::before { opacity: 1; }
.ant-tabs-nav-wrap {
  &-ping-left::before { opacity: 1; }
}
.dropdown-menu { z-index: 10; }`,
    changes: [],
    warnings: [],
  },
  'comments and URLs naming classes: left alone': {
    input: `/* .rc-table-ping-left was 7.x's; .rc-table-cell-fix-left too */
// .rc-table-cell-fix-left { color: red; }
.logo { background: url(//cdn.example.com/rc-table-cell-fix-left.png); }
.rc-table-cell-fix-left { color: red; } // was .rc-table-cell-fix-right
.link::after { content: 'http://example.com'; }`,
    output: `/* .rc-table-ping-left was 7.x's; .rc-table-cell-fix-left too */
// .rc-table-cell-fix-left { color: red; }
.logo { background: url(//cdn.example.com/rc-table-cell-fix-left.png); }
:where(.rc-table:not(.rc-table-rtl)) .rc-table-cell-fix-start, :where(.rc-table-rtl) .rc-table-cell-fix-end { color: red; } // was .rc-table-cell-fix-right
.link::after { content: 'http://example.com'; }`,
    changes: ['class-direction-split@4:1'],
    warnings: [],
  },
  'z-index on pinned cells, on other table parts, on an overlay': {
    input: `.rc-table-cell-fix-left { z-index: 3; }
.rc-table-thead > tr > th { z-index: 5 !important; }
.rc-table-sticky-scroll { z-index: auto; }
.app-header { position: sticky; z-index: 10; }
.tooltip { z-index: 1070; }
.rc-table-cell-fix { z-index: calc(2 + var(--z-offset)); }`,
    output: `:where(.rc-table:not(.rc-table-rtl)) .rc-table-cell-fix-start, :where(.rc-table-rtl) .rc-table-cell-fix-end { z-index: 3; }
.rc-table-thead > tr > th { z-index: 5 !important; }
.rc-table-sticky-scroll { z-index: auto; }
.app-header { position: sticky; z-index: 10; }
.tooltip { z-index: 1070; }
.rc-table-cell-fix { z-index: calc(2 + var(--z-offset)); }`,
    changes: ['class-direction-split@1:1'],
    warnings: ['z-index-pinned@1:27', 'z-index-table@2:29', 'z-index-table@3:27', 'z-index-overlay@4:33'],
  },
  'a renamed selector meeting one the sheet already has: both kept, and reported with both lines': {
    input: `.rc-table-has-fix-start .rc-table-cell { padding: 0; }
.rc-table-has-fix-left .rc-table-cell { padding: 0; color: red; }
.rc-table-has-fix-left .rc-table-cell-content { margin: 0; color: red; }
.rc-table-has-fix-start .rc-table-cell-content { margin: 0; }`,
    output: `.rc-table-has-fix-start .rc-table-cell { padding: 0; }
.rc-table-has-fix-start .rc-table-cell { padding: 0; color: red; }
.rc-table-has-fix-start .rc-table-cell-content { margin: 0; color: red; }
.rc-table-has-fix-start .rc-table-cell-content { margin: 0; }`,
    changes: ['class-renamed@2:2', 'class-renamed@3:2'],
    warnings: ['rule-duplicate@2:1', 'rule-duplicate@4:1'],
  },
  "rules a scope would have made equal: each kept, since `:where()` leaves 7.x's specificity and so its winner": {
    input: `.rc-table-rtl .rc-table-cell-fix-right-last { box-shadow: none; }
.rc-table-cell-fix-right-last { box-shadow: -1px 0 0 red; }`,
    output: `.rc-table-rtl .rc-table-cell-fix-start-shadow { box-shadow: none; }
:where(.rc-table-rtl) .rc-table-cell-fix-start-shadow { box-shadow: -1px 0 0 red; }`,
    changes: ['class-renamed@1:16', 'class-rtl-scoped@2:1', 'class-renamed@2:2'],
    warnings: [],
  },

  'a right-to-left-only class in `@media` (scoped) and under a parent it cannot safely change (reported)': {
    input: `@media (max-width: 600px) {
  .rc-table-cell-fix-left-first { box-shadow: none; }
}
.rc-table .rc-table-tbody {
  .rc-table-cell-fix-right-last { color: red; }
}`,
    output: `@media (max-width: 600px) {
  :where(.rc-table-rtl) .rc-table-cell-fix-end-shadow { box-shadow: none; }
}
.rc-table .rc-table-tbody {
  .rc-table-cell-fix-start-shadow { color: red; }
}`,
    changes: ['class-rtl-scoped@2:3', 'class-renamed@2:4', 'class-renamed@5:4'],
    warnings: ['class-rtl-unscoped@5:4'],
  },
};

describe('the stylesheet corpus', () => {
  it('has at least a dozen cases', () => {
    expect(Object.keys(cases).length).toBeGreaterThanOrEqual(12);
  });

  it.each(Object.entries(cases))('%s', (_name, { input, output, holds, changes, warnings }) => {
    const result = migrated(input, 'css');
    if (output !== undefined) expect(result.code).toBe(output);
    holds?.(input, result.code, where(result.changes), where(result.warnings));
    expect(output !== undefined || holds !== undefined).toBe(true);
    expect(where(result.changes)).toEqual(changes);
    expect(where(result.warnings)).toEqual(warnings);
  });

  it('says there is nothing to change where it knows nothing', () => {
    const { input } = cases[OTHER_LIBRARY];
    expect(migrated(input, 'css')).toMatchObject({ code: input, changes: [], warnings: [], notice: 'no-table' });
  });

  it('leaves its own 1.x output as it is', () => {
    for (const [name, { input, output }] of Object.entries(cases)) {
      const once = output ?? migrated(input, 'css').code;
      const again = migrated(once, 'css');
      expect([name, again.code]).toEqual([name, once]);
    }
  });
});

/** Warnings that tell the reader a rule now styles other cells than it did, and what to do about it. */
const EXPLAINS = new Set([
  'class-rtl-unscoped',
  'class-ltr-unscoped',
  'class-direction-unsplit',
  'class-mixed-direction',
  'class-removed',
  'class-removed-rtl',
  'class-variable-prefix',
  'class-other-prefix',
  'class-split-name',
  'rule-duplicate',
]);

describe('the stylesheet corpus, against both packages rendered in pinned layouts, both directions and every scroll state', () => {
  const unexplained = (found: Difference[], warnings: { message: string; line: number }[]) =>
    found.filter(
      (d) =>
        !warnings.some(
          (w) => EXPLAINS.has(w.message) && [d.before?.lines, d.after?.lines].some((lines) => lines !== undefined && lines[0] <= w.line && w.line <= lines[1]),
        ),
    );

  it.each(Object.entries(cases))('%s: every cell keeps its styles, or a warning on the rule says why', (_name, { input }) => {
    const result = migrated(input, 'css');
    const { differences: found } = differences(input, result.code);
    expect(unexplained(found, result.warnings)).toEqual([]);
  });
});
