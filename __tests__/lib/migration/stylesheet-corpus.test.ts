/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { migrated, where } from './run';

/**
 * Stylesheets as people paste them, each with the whole 1.x code the rewrite must give and where every change
 * and warning lands (`message@line:column`). A change to the stylesheet rules that alters any of these must be
 * deliberate: update the case, and say why.
 */
interface Case {
  input: string;
  output: string;
  changes: string[];
  warnings: string[];
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
    output: `.rc-table-fix-start-shadow-show .rc-table-cell-fix-start-shadow::after,
.rc-table-fix-end-shadow-show .rc-table-cell-fix-end-shadow::after {
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
      'class-renamed@1:22',
      'class-renamed@2:2',
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

.@{prefix}-fix-start-shadow-show .@{prefix}-cell-fix-start-shadow::after {
  box-shadow: inset 10px 0 8px -8px @shadow;
}
.@{prefix}-cell-fix-end {
  background: @shadow;
}
.@{prefix}-rtl .@{prefix}-cell-fix-start-shadow {
  border: 0;
}`,
    changes: ['class-renamed@4:2', 'class-renamed@4:23', 'class-renamed@7:2', 'class-renamed@10:17'],
    warnings: ['shadow-pseudo@4:23'],
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
  &-fix-start-shadow-show &-cell-fix-start-shadow::after {
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
    changes: ['class-renamed@4:3', 'class-renamed@4:15', 'class-renamed@7:3', 'class-renamed@8:3', 'class-renamed-rtl@12:9'],
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

.#{$prefix}-cell-fix-end-shadow {
  box-shadow: none;
}
.#{$prefix} {
  &.rc-table-rtl .#{$prefix}-cell-fix-start-shadow { color: red; }
}`,
    changes: ['class-renamed@3:2', 'class-rtl-scoped@7:3', 'class-renamed@7:4'],
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
html[dir=rtl] .app .rc-table-rtl .rc-table-cell-fix-end-shadow::after { box-shadow: none; }
:dir(rtl) .rc-table-fix-end-shadow-show .rc-table-cell-fix-end { color: red; }`,
    changes: ['class-renamed-rtl@1:14', 'class-rtl-scoped@2:20', 'class-renamed@2:21', 'class-renamed-rtl@3:12', 'class-renamed-rtl@3:32'],
    warnings: ['shadow-pseudo@2:21'],
  },
  "7.x's own pinned-cell and shadow rules, pasted whole from its stylesheet": {
    input: sevenShadowRules(),
    output: `.rc-table-fixed-column-gapped .rc-table-cell-fix-start-shadow::after,
.rc-table-fixed-column-gapped .rc-table-cell-fix-end-shadow::after {
  display: none !important;
}
.rc-table-cell {
  background: #f4f4f4;
}
.rc-table-cell-fix-start,
.rc-table-cell-fix-end {
  z-index: 2;
}
.rc-table-cell-fix-end:last-child:not(.rc-table-cell-fix-sticky) {
  border-right-color: transparent;
}
.rc-table-rtl .rc-table-cell-fix-start:last-child {
  border-right-color: red;
}
.rc-table-rtl .rc-table-cell-fix-end:last-child {
  border-left-color: transparent;
}
.rc-table-rtl .rc-table-cell-fix-end-shadow {
  box-shadow: 1px 0 0 red;
}
.rc-table-rtl .rc-table-cell-fix-end-shadow::after,
.rc-table-cell-fix-start-shadow::after {
  position: absolute;
  top: 0;
  right: -1px;
  bottom: -1px;
  width: 20px;
  transform: translateX(100%);
  transition: box-shadow 0.3s;
  content: '';
  pointer-events: none;
}
.rc-table-cell-fix-left-all::after {
  display: none;
}
.rc-table-cell-fix-end-shadow {
  box-shadow: -1px 0 0 red;
}
.rc-table-rtl .rc-table-cell-fix-right-first,
.rc-table-rtl .rc-table-cell-fix-start-shadow {
  box-shadow: none;
}
.rc-table-cell-fix-end-shadow::after,
.rc-table-rtl .rc-table-cell-fix-start-shadow::after {
  position: absolute;
  top: 0;
  bottom: -1px;
  left: -1px;
  width: 20px;
  transform: translateX(-100%);
  transition: box-shadow 0.3s;
  content: '';
  pointer-events: none;
}
.rc-table-cell.rc-table-cell-ellipsis {
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
}
.rc-table-rtl .rc-table-cell.rc-table-cell-ellipsis.rc-table-cell-fix-end-shadow,
.rc-table-cell.rc-table-cell-ellipsis.rc-table-cell-fix-start-shadow,
.rc-table-cell.rc-table-cell-ellipsis.rc-table-cell-fix-right-first .rc-table-cell.rc-table-cell-ellipsis.rc-table-cell-fix-right-last {
  overflow: visible;
}
.rc-table-rtl .rc-table-cell.rc-table-cell-ellipsis.rc-table-cell-fix-end-shadow .rc-table-cell-content,
.rc-table-cell.rc-table-cell-ellipsis.rc-table-cell-fix-start-shadow .rc-table-cell-content,
.rc-table-cell.rc-table-cell-ellipsis.rc-table-cell-fix-right-first .rc-table-cell.rc-table-cell-ellipsis.rc-table-cell-fix-right-last .rc-table-cell-content {
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
}
.rc-table-cell.rc-table-cell-row-hover {
  background: #fff4f4;
}
.rc-table-fix-end-shadow-show.rc-table-rtl .rc-table-cell-fix-end-shadow::after,
.rc-table-fix-start-shadow-show .rc-table-cell-fix-start-shadow::after {
  box-shadow: inset 10px 0 8px -8px green;
}
.rc-table-fix-end-shadow-show .rc-table-cell-fix-end-shadow::after,
.rc-table-fix-start-shadow-show.rc-table-rtl .rc-table-cell-fix-start-shadow::after {
  box-shadow: inset -10px 0 8px -8px green;
}`,
    changes: [
      'class-renamed@1:32',
      'class-renamed@2:32',
      'class-renamed@8:2',
      'class-renamed@9:2',
      'class-renamed@12:2',
      'class-renamed-rtl@15:16',
      'class-renamed-rtl@18:16',
      'class-renamed@21:16',
      'class-rtl-scoped@24:1',
      'class-renamed@24:2',
      'class-renamed@25:2',
      'class-renamed@39:2',
      'rule-merged@40:1',
      'class-renamed@44:16',
      'class-renamed@47:2',
      'class-rtl-scoped@48:1',
      'class-renamed@48:2',
      'class-rtl-scoped@64:1',
      'class-renamed@64:39',
      'class-renamed@65:39',
      'class-rtl-scoped@69:1',
      'class-renamed@69:39',
      'class-renamed@70:39',
      'class-renamed-rtl@79:2',
      'class-rtl-scoped@79:20',
      'class-renamed@79:22',
      'class-renamed@80:2',
      'class-renamed@80:22',
      'class-renamed@83:2',
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
  "7.x's own Less source of the same rules, nested": {
    // react-component/table v7.55.1, assets/index.less lines 57-166, in its `.@{tablePrefixCls}` block.
    input: `@tablePrefixCls: rc-table;
@border-color: red;

.@{tablePrefixCls} {
  // ================== Cell ==================
  &-fixed-column-gapped {
    .@{tablePrefixCls}-cell-fix-left-last::after,
    .@{tablePrefixCls}-cell-fix-right-first::after {
      display: none !important;
    }
  }

  &-cell {
    background: #f4f4f4;

    &-fix-left,
    &-fix-right {
      z-index: 2;
    }

    &-fix-right:last-child:not(&-fix-sticky) {
      border-right-color: transparent;
    }

    .@{tablePrefixCls}-rtl & {
      &-fix-right:last-child {
        border-right-color: @border-color;
      }
      &-fix-left:last-child {
        border-left-color: transparent;
      }
    }

    &-fix-left-first {
      .@{tablePrefixCls}-rtl & {
        box-shadow: 1px 0 0 @border-color;
      }
    }

    &-fix-left-first::after,
    &-fix-left-last::after {
      position: absolute;
      top: 0;
      right: -1px;
      bottom: -1px;
      width: 20px;
      transform: translateX(100%);
      transition: box-shadow 0.3s;
      content: '';
      pointer-events: none;
    }

    &-fix-left-all::after {
      display: none;
    }

    &-fix-right-first,
    &-fix-right-last {
      box-shadow: -1px 0 0 @border-color;

      .@{tablePrefixCls}-rtl & {
        box-shadow: none;
      }

      &::after {
        position: absolute;
        top: 0;
        bottom: -1px;
        left: -1px;
        width: 20px;
        transform: translateX(-100%);
        transition: box-shadow 0.3s;
        content: '';
        pointer-events: none;
      }
    }

    &&-ellipsis {
      overflow: hidden;
      white-space: nowrap;
      text-overflow: ellipsis;

      // Fixed first or last should special process
      &.@{tablePrefixCls}-cell-fix-left-first,
      &.@{tablePrefixCls}-cell-fix-left-last,
      &.@{tablePrefixCls}-cell-fix-right-first &.@{tablePrefixCls}-cell-fix-right-last {
        overflow: visible;

        .@{tablePrefixCls}-cell-content {
          display: block;
          overflow: hidden;
          text-overflow: ellipsis;
        }
      }
    }

    &&-row-hover {
      background: #fff4f4;
    }
  }

  &-ping-left {
    .@{tablePrefixCls}-cell-fix-left-first::after,
    .@{tablePrefixCls}-cell-fix-left-last::after {
      box-shadow: inset 10px 0 8px -8px green;
    }
  }

  &-ping-right {
    .@{tablePrefixCls}-cell-fix-right-first::after,
    .@{tablePrefixCls}-cell-fix-right-last::after {
      box-shadow: inset -10px 0 8px -8px green;
    }
  }
}`,
    output: `@tablePrefixCls: rc-table;
@border-color: red;

.@{tablePrefixCls} {
  // ================== Cell ==================
  &-fixed-column-gapped {
    .@{tablePrefixCls}-cell-fix-start-shadow::after,
    .@{tablePrefixCls}-cell-fix-end-shadow::after {
      display: none !important;
    }
  }

  &-cell {
    background: #f4f4f4;

    &-fix-start,
    &-fix-end {
      z-index: 2;
    }

    &-fix-end:last-child:not(&-fix-sticky) {
      border-right-color: transparent;
    }

    .@{tablePrefixCls}-rtl & {
      &-fix-start:last-child {
        border-right-color: @border-color;
      }
      &-fix-end:last-child {
        border-left-color: transparent;
      }
    }

    &-fix-end-shadow {
      .@{tablePrefixCls}-rtl & {
        box-shadow: 1px 0 0 @border-color;
      }
    }

    .rc-table-rtl &-fix-end-shadow::after,
    &-fix-start-shadow::after {
      position: absolute;
      top: 0;
      right: -1px;
      bottom: -1px;
      width: 20px;
      transform: translateX(100%);
      transition: box-shadow 0.3s;
      content: '';
      pointer-events: none;
    }

    &-fix-left-all::after {
      display: none;
    }

    &-fix-end-shadow,
    &-fix-start-shadow {
      box-shadow: -1px 0 0 @border-color;

      .@{tablePrefixCls}-rtl & {
        box-shadow: none;
      }

      &::after {
        position: absolute;
        top: 0;
        bottom: -1px;
        left: -1px;
        width: 20px;
        transform: translateX(-100%);
        transition: box-shadow 0.3s;
        content: '';
        pointer-events: none;
      }
    }

    &&-ellipsis {
      overflow: hidden;
      white-space: nowrap;
      text-overflow: ellipsis;

      // Fixed first or last should special process
      .rc-table-rtl &.@{tablePrefixCls}-cell-fix-end-shadow,
      &.@{tablePrefixCls}-cell-fix-start-shadow,
      &.@{tablePrefixCls}-cell-fix-right-first &.@{tablePrefixCls}-cell-fix-right-last {
        overflow: visible;

        .@{tablePrefixCls}-cell-content {
          display: block;
          overflow: hidden;
          text-overflow: ellipsis;
        }
      }
    }

    &&-row-hover {
      background: #fff4f4;
    }
  }

  &-ping-left {
    &.rc-table-rtl .@{tablePrefixCls}-cell-fix-end-shadow::after,
    .@{tablePrefixCls}-cell-fix-start-shadow::after {
      box-shadow: inset 10px 0 8px -8px green;
    }
  }

  &-ping-right {
    .@{tablePrefixCls}-cell-fix-end-shadow::after,
    &.rc-table-rtl .@{tablePrefixCls}-cell-fix-start-shadow::after {
      box-shadow: inset -10px 0 8px -8px green;
    }
  }
}`,
    changes: [
      'class-renamed@7:6',
      'class-renamed@8:6',
      'class-renamed@16:5',
      'class-renamed@17:5',
      'class-renamed@21:5',
      'class-renamed-rtl@26:7',
      'class-renamed-rtl@29:7',
      'class-renamed@34:5',
      'class-renamed@40:5',
      'class-rtl-scoped@40:5',
      'class-renamed@41:5',
      'class-renamed@57:5',
      'class-renamed@58:5',
      'class-rtl-scoped@84:7',
      'class-renamed@84:9',
      'class-renamed@85:9',
      'class-rtl-scoped@103:5',
      'class-renamed@103:6',
      'class-renamed@104:6',
      'class-renamed@110:6',
      'class-rtl-scoped@111:5',
      'class-renamed@111:6',
    ],
    warnings: [
      'class-removed@6:3',
      'shadow-pseudo@7:6',
      'shadow-pseudo@8:6',
      'z-index-pinned@18:7',
      'shadow-pseudo@40:5',
      'shadow-pseudo@41:5',
      'class-removed@53:5',
      'shadow-pseudo@57:5',
      'shadow-pseudo@58:5',
      'class-rtl-unscoped@58:5',
      'class-never-matched@86:9',
      'class-mixed-direction@102:3',
      'shadow-pseudo@103:6',
      'shadow-pseudo@104:6',
      'class-mixed-direction@109:3',
      'shadow-pseudo@110:6',
      'shadow-pseudo@111:6',
    ],
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
.rc-table-cell-fix-start { color: red; } // was .rc-table-cell-fix-right
.link::after { content: 'http://example.com'; }`,
    changes: ['class-renamed@4:2'],
    warnings: [],
  },
  'z-index on pinned cells, on other table parts, on an overlay': {
    input: `.rc-table-cell-fix-left { z-index: 3; }
.rc-table-thead > tr > th { z-index: 5 !important; }
.rc-table-sticky-scroll { z-index: auto; }
.app-header { position: sticky; z-index: 10; }
.tooltip { z-index: 1070; }
.rc-table-cell-fix { z-index: calc(2 + var(--z-offset)); }`,
    output: `.rc-table-cell-fix-start { z-index: 3; }
.rc-table-thead > tr > th { z-index: 5 !important; }
.rc-table-sticky-scroll { z-index: auto; }
.app-header { position: sticky; z-index: 10; }
.tooltip { z-index: 1070; }
.rc-table-cell-fix { z-index: calc(2 + var(--z-offset)); }`,
    changes: ['class-renamed@1:2'],
    warnings: ['z-index-pinned@1:27', 'z-index-table@2:29', 'z-index-table@3:27', 'z-index-overlay@4:33'],
  },
  "rules that end up with one selector: merged when 7.x's winner covers the loser, reported otherwise": {
    input: `.rc-table-rtl .rc-table-cell-fix-right-last { box-shadow: none; }
.rc-table-cell-fix-right-last { box-shadow: -1px 0 0 red; }
.rc-table-rtl .rc-table-cell-fix-left-first { background: #fff; }
.rc-table-cell-fix-left-first { background: #eee; color: red; }`,
    output: `.rc-table-rtl .rc-table-cell-fix-start-shadow { box-shadow: none; }
.rc-table-rtl .rc-table-cell-fix-end-shadow { background: #fff; }
.rc-table-rtl .rc-table-cell-fix-end-shadow { background: #eee; color: red; }`,
    changes: ['class-renamed@1:16', 'rule-merged@2:1', 'class-renamed@3:16', 'class-rtl-scoped@4:1', 'class-renamed@4:2'],
    warnings: ['rule-duplicate@4:1'],
  },
  'a right-to-left-only class in `@media` (scoped) and under a parent it cannot safely change (reported)': {
    input: `@media (max-width: 600px) {
  .rc-table-cell-fix-left-first { box-shadow: none; }
}
.rc-table .rc-table-tbody {
  .rc-table-cell-fix-right-last { color: red; }
}`,
    output: `@media (max-width: 600px) {
  .rc-table-rtl .rc-table-cell-fix-end-shadow { box-shadow: none; }
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

  it.each(Object.entries(cases))('%s', (_name, { input, output, changes, warnings }) => {
    const result = migrated(input, 'css');
    expect(result.code).toBe(output);
    expect(where(result.changes)).toEqual(changes);
    expect(where(result.warnings)).toEqual(warnings);
  });

  it('says there is nothing to change where it knows nothing', () => {
    const { input } = cases[OTHER_LIBRARY];
    expect(migrated(input, 'css')).toMatchObject({ code: input, changes: [], warnings: [], notice: 'no-table' });
  });

  it('leaves its own 1.x output as it is', () => {
    for (const [name, { output }] of Object.entries(cases)) {
      const again = migrated(output, 'css');
      expect([name, again.code]).toEqual([name, output]);
    }
  });
});
