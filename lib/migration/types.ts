/**
 * What the migration rules (rc-table 7.x → @rc-component/table 1.x) report. Texts are not here: a finding names
 * its message and the values it fills in, and each edition's table (`lib/messages/migration/`) words it.
 */

/** The rule a change or warning comes from; the guide has a section per rule. */
export type RuleId = 'package' | 'stylesheet' | 'dependency' | 'deep-import' | 'fixed' | 'expand-icon' | 'class-name' | 'scroll-to' | 'react-version';

/** Every message a finding can carry, with the values its text names. */
export interface MessageValues {
  /** `rc-table` → `@rc-component/table`. */
  'package-renamed': { from: string; to: string };
  /** `rc-table/assets/index.css` → `@rc-component/table/assets/index.css`. */
  'stylesheet-moved': { from: string; to: string };
  /** A dependency the table no longer installs, replaced by another (`rc-util` → `@rc-component/util`). */
  'dependency-moved': { from: string; to: string };
  /** Another rc-* package that moved to the @rc-component scope (`rc-dropdown` → `@rc-component/dropdown`). */
  'package-family-renamed': { from: string; to: string };
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
  /** `scrollTo({ key | index })` on a plain table: 7.x aligned the row at the top, 1.x scrolls the least. */
  'scroll-align': { code: string };
  /** A React API older than 18 (`ReactDOM.render`). */
  'react-legacy-api': { name: string };
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
