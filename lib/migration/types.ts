/**
 * What the migration rules (rc-table 7.x → @rc-component/table 1.x) report. Texts are not here: a finding names
 * its message and the values it fills in, and each edition's table (`lib/messages/migration/`) words it.
 */

/** The rule a change or warning comes from; the guide has a section per rule. */
export type RuleId =
  | 'package'
  | 'stylesheet'
  | 'dependency'
  | 'sibling'
  | 'context'
  | 'deep-import'
  | 'fixed'
  | 'expand-icon'
  | 'class-name'
  | 'z-index'
  | 'scroll-to'
  | 'react-version'
  | 'scope';

/** Every message a finding can carry, with the values its text names. */
export interface MessageValues {
  /** `rc-table` → `@rc-component/table`. */
  'package-renamed': { from: string; to: string };
  /** `rc-table/assets/index.css` → `@rc-component/table/assets/index.css`. */
  'stylesheet-moved': { from: string; to: string };
  /** A dependency the table no longer installs, replaced by another (`rc-util` → `@rc-component/util`). */
  'dependency-moved': { from: string; to: string; install: string };
  /** The same dependency left as it is (the reader did not opt in): `install` declares it where 7.x installed it. */
  'dependency-kept': { from: string; to: string; install: string };
  /** A deep path into a moved package: renamed, but internal paths may differ in the new package. */
  'dependency-deep-path': { from: string; to: string };
  /** `classnames/bind`, `classnames/dedupe`: clsx has no such entry. */
  'classnames-subpath': { from: string };
  /** A deep import whose names the package root exports. */
  'deep-import-root': { from: string; names: string; since: string };
  /** A deep import (or part of one) with no public replacement. */
  'deep-import-internal': { from: string; to: string; names: string };
  /** `fixed: 'left'` → `fixed: 'start'`. */
  'fixed-renamed': { from: string; to: string };
  /** A `fixed` value computed at run time. */
  'fixed-computed': { code: string };
  /** `expandable.expandIcon`. */
  'expand-icon': Record<string, never>;
  /** The legacy top-level `expandIcon` prop. */
  'legacy-expand-icon': Record<string, never>;
  /** A class name 1.x renamed. */
  'class-renamed': { from: string; to: string };
  /** A class name renamed inside an RTL selector, where 7.x's left is 1.x's end. */
  'class-renamed-rtl': { from: string; to: string };
  /** A class name 1.x no longer sets, with no counterpart. */
  'class-removed': { from: string };
  /** A rule on a shadow cell's `::after`: 1.x paints that pseudo-element itself, so a 7.x restyle may not show. */
  'shadow-pseudo': { selector: string };
  /** A class with another prefix that ends like a renamed one (a custom `prefixCls`, a nested `&-ping-left`). */
  'class-other-prefix': { from: string; suffix: string; to: string };
  /** A class with no counterpart in right-to-left tables (`has-fix-right`: 7.x set it there for a last column fixed left). */
  'class-removed-rtl': { from: string };
  /** `.rc-table-rtl` added to a selector naming a class 7.x set only right to left, renamed to one 1.x sets both ways. */
  'class-rtl-scoped': { from: string; to: string; scope: string; placement: 'wrapper' | 'descendant' };
  /** The same, where the rules could not add `.rc-table-rtl` safely (nesting, a selector split by code); `name` is the class `to` makes. */
  'class-rtl-unscoped': { from: string; to: string; name: string; selector: string; scope: string };
  /** `:not(.rc-table-rtl)` added to a selector naming a class 7.x set only left to right, renamed to one 1.x sets both ways. */
  'class-ltr-scoped': { from: string; to: string; scope: string; placement: 'wrapper' | 'descendant' };
  /** The same, where the rules could not add `:not(.rc-table-rtl)` safely; `name` is the class `to` makes. */
  'class-ltr-unscoped': { from: string; to: string; name: string; selector: string; scope: string };
  /**
   * A selector with no direction naming a physical side (`.rc-table-cell-fix-left`), written again as one copy per
   * direction, each renamed and scoped for it; `rtl` is '' where 1.x has no class for the right-to-left case.
   */
  'class-direction-split': { selector: string; ltr: string; rtl: string };
  /** The same, where the copies could not be written here: renamed left to right only; `rtl` is the right-to-left name ('' for none). */
  'class-direction-unsplit': { selector: string; from: string; ltr: string; rtl: string };
  /** A right-to-left selector naming a class 7.x set only left to right: it matched nothing, and is left as is. */
  'class-never-matched': { from: string; selector: string };
  /** A nested class shared by left-to-right and right-to-left rules, whose 1.x name differs between them ('' for none), and the classes each makes. */
  'class-mixed-direction': { from: string; ltr: string; rtl: string; ltrName: string; rtlName: string };
  /** A class built from a Less or Sass variable the stylesheet does not define (`.@{prefix}-cell-fix-left`). */
  'class-variable-prefix': { from: string; variable: string; to: string };
  /** A nested class (`&-left` under `&-ping`) whose 1.x name does not start with what its parent gives it. */
  'class-split-name': { from: string; name: string; to: string };
  /** Two rules that were different selectors in 7.x and now have the same one: 1.x lets the later win. */
  'rule-duplicate': { selector: string; first: number; second: number };
  /** A z-index on pinned cells, where 1.x stacks them by `--z-offset`. */
  'z-index-pinned': { selector: string; value: string };
  /** A z-index on another part of the table (header, sticky scroll bar), which 1.x's pinned cells can now cover. */
  'z-index-table': { selector: string; value: string };
  /** A z-index from 3 to 100 in a stylesheet that styles the table: an overlay the pinned cells can now cover. */
  'z-index-overlay': { selector: string; value: string };
  /** `scrollTo({ key | index })` on a plain table: 7.x aligned the row at the top, 1.x scrolls the least. */
  'scroll-align': { code: string };
  /** A React API older than 18 (`ReactDOM.render`). */
  'react-legacy-api': { name: string };
  /** A column's `fixed` renamed in code that imports nothing, taken to be a column file. */
  'fixed-renamed-assumed': { from: string; to: string };
  /** An object shaped like the table's column whose `fixed` is not seen reaching the table: left as it is. */
  'fixed-unreached': { from: string; to: string };
  /** Code that imports antd and not the table: antd's columns, left as they are. */
  'antd-file': { from: string };
  /** Code that imports the table only to type or fill antd's (`FixedType`, `Summary`): left as it is. */
  'antd-table-imports': { antd: string; from: string };
  /** Code that renders the table beside antd's: only what reaches the table was changed. */
  'antd-beside': { from: string };
  /** A comparison, `switch` case or list that reads a renamed `fixed`, renamed in step. */
  'fixed-reader-renamed': { from: string; to: string; code: string };
  /** Code that compares a `fixed` this file cannot tie to the table's columns. */
  'fixed-reader-unsure': { code: string };
  /** A side in the user's own type of a `fixed` property, renamed in step with the values. */
  'fixed-type-renamed': { from: string; to: string };
  /** `rc-tooltip` and its siblings, left as they are (the default). */
  'sibling-kept': { from: string; to: string; install: string };
  /** A sibling package moved to `@rc-component`, as the reader chose. */
  'sibling-moved': { from: string; to: string; install: string; versions: string };
  /** A prop the moved package renamed, rewritten. */
  'sibling-prop-renamed': { package: string; from: string; to: string };
  /** A prop the moved package no longer has. */
  'sibling-prop-removed': { package: string; prop: string; instead: string };
  /** Pinned columns and no import of the table's stylesheet in the code. */
  'stylesheet-missing': { stylesheet: string };
  /** A custom `prefixCls`: 1.x's `position: sticky` for pinned cells is in a rule for `rc-table`'s class only. */
  'prefix-sticky': { prefix: string; selector: string };
  /** A direct import of `@rc-component/context`. */
  'context-import': { from: string };
  /** A class name put together at run time from a 7.x class's parts. */
  'class-built': { code: string };
  /** `scrollTo` on a table with an argument computed elsewhere. */
  'scroll-to-computed': { code: string };
  /** Columns imported from another file: that file needs the assistant too. */
  'columns-imported': { name: string; from: string };
  /** Code that imports other files of the project: they, and the stylesheet import, may need changes too. */
  'other-files': { from: string };
}

export type MessageId = keyof MessageValues;

/** A change the rules made, or a warning about what they could not change safely. */
export type Finding = {
  [K in MessageId]: {
    rule: RuleId;
    message: K;
    values: MessageValues[K];
    /** 1-based, in the input. */
    line: number;
    /** 1-based, in the input. */
    column: number;
    /** Code to write instead, for a warning the rules cannot rewrite. */
    suggestion?: string;
  };
}[MessageId];

/** TSX, JSX, TS or JS is `script`; `css` also takes Less and Sass syntax, whose class names it renames alike. */
export type SourceLanguage = 'script' | 'css';

/** Why a migration changed nothing. */
export type MigrationNotice = 'empty' | 'no-table' | 'already-current';

export interface SyntaxFailure {
  /** `syntax`: the code is not valid; `nesting`: it nests deeper than the parser can follow. */
  kind: 'syntax' | 'nesting';
  /** The parser's own words (English), without its position suffix. */
  message: string;
  line: number;
  column: number;
}

export type MigrationResult =
  | {
      ok: true;
      language: SourceLanguage;
      /** The 1.x code: the input with every change made, formatting and comments kept. */
      code: string;
      changes: Finding[];
      warnings: Finding[];
      /** Set when nothing changed, saying why. */
      notice?: MigrationNotice;
      /** The modules the 1.x code imports at run time, in order (a live editor must provide them). */
      imports: string[];
    }
  | { ok: false; language: SourceLanguage; error: SyntaxFailure };
