import { CssSyntaxError, list, type AtRule, type ChildNode, type Container, type Declaration as CssDeclaration, type Root, type Rule } from 'postcss';
import less from 'postcss-less';
import scss from 'postcss-scss';
import type { Span } from '../class-rewrite';
import type { SyntaxFailure } from '../types';

// Reading the stylesheet with PostCSS: its blocks, selector lists, declarations, variables and imports, by offset.

export const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/** Which PostCSS syntax reads the sheet: `postcss-scss` reads CSS and SCSS; Less's own syntax needs `postcss-less`. */
export type Syntax = 'scss' | 'less';

/** Less's tells: an interpolation `@{…}`, a variable set with `@name:`, a mixin called as a statement. */
const LESS = /@\{[\w-]+\}|(?:^|[;{}])\s*@[\w-]+\s*:|(?:^|[;{}])\s*[.#][\w-]+\s*\([^()]*\)\s*(?:!important\s*)?;/m;

export const syntaxOf = (text: string): Syntax => (LESS.test(text) ? 'less' : 'scss');

interface Declaration {
  property: string;
  /** Without `!important` or comments. */
  value: string;
  important: boolean;
  start: number;
}

/** A `{ … }` block: a rule (its selector list split into items) or an at-rule (`@media`), whose rules nest through it. */
export interface Block {
  kind: 'rule' | 'at';
  prelude: Span;
  items: Span[];
  /** The offset of its closing `}`. */
  close: number;
  parent: number | undefined;
  declarations: Declaration[];
  /** It holds statements that are neither declarations nor rules: a Less mixin call, `@include`, `@extend`. */
  opaque: boolean;
  /** Inside `@keyframes`, whose "selectors" are percentages. */
  keyframes: boolean;
  /** Rules nest inside it (through at-rules too). */
  nests: boolean;
}

/** An `@import`, `@use` or `@forward`: where its parameters start, and them as written. */
export interface ImportRule {
  start: number;
  params: string;
}

export interface Sheet {
  /** The sheet with its comments blanked to spaces (line breaks kept), so offsets stay and nothing in a comment matches. */
  text: string;
  syntax: Syntax;
  blocks: Block[];
  /** Less's `@name: value;` and Sass's `$name: value;`, last one wins, quotes and `~` escapes taken off. */
  variables: Map<string, string>;
  imports: ImportRule[];
}

const trimmed = (text: string, start: number, end: number): Span => {
  const slice = text.slice(start, end);
  const lead = slice.length - slice.trimStart().length;
  return { start: start + lead, end: start + slice.trimEnd().length };
};

const INTERPOLATIONS = /@\{[\w-]+\}|#\{[^{}]*\}/g;

/** A selector list's items, split by PostCSS's `list.comma` with interpolations masked (`#{$a, $b}` holds a comma). */
function splitList(text: string, span: Span): Span[] {
  const masked = text.slice(span.start, span.end).replace(INTERPOLATIONS, (m) => 'x'.repeat(m.length));
  const items: Span[] = [];
  let cursor = 0;
  for (const item of list.comma(masked)) {
    const at = masked.indexOf(item, cursor);
    if (item === '' || at < 0) continue;
    items.push({ start: span.start + at, end: span.start + at + item.length });
    cursor = at + item.length;
  }
  return items;
}

const cleanValue = (value: string) =>
  value
    .replace(/\s*!(?:default|global)\b/g, '')
    .trim()
    .replace(/^~?(["'])(.*)\1$/s, '$2');

/** Less's variables are at-rules PostCSS marks; mixin calls too. */
interface LessAtRule extends AtRule {
  variable?: boolean;
  mixin?: boolean;
  value?: string;
}

const isLessVariable = (node: AtRule): node is LessAtRule & { value: string } => (node as LessAtRule).variable === true;
const isMixinCall = (node: AtRule) => (node as LessAtRule).mixin === true;

/** Where an at-rule's parameters start: after `@`, its name and what follows the name. */
const paramsStart = (node: AtRule) => (node.source?.start?.offset ?? 0) + 1 + node.name.length + (node.raws.afterName ?? '').length;

/** The spans of a node's raw texts that may hold comments PostCSS took out of the value (a comment inside a selector). */
function rawSpans(node: ChildNode): { start: number; raw: string }[] {
  const start = node.source?.start?.offset ?? 0;
  if (node.type === 'rule') return node.raws.selector ? [{ start, raw: node.raws.selector.raw }] : [];
  if (node.type === 'atrule') return node.raws.params ? [{ start: paramsStart(node), raw: node.raws.params.raw }] : [];
  if (node.type === 'decl') {
    const between = { start: start + node.prop.length, raw: node.raws.between ?? '' };
    return node.raws.value ? [between, { start: between.start + between.raw.length, raw: node.raws.value.raw }] : [between];
  }
  return [];
}

/** The sheet's text with every comment blanked: the comments PostCSS read as nodes, and those inside raw texts. */
function blankComments(css: string, root: Root): string {
  const spans: Span[] = [];
  const inRaw = /\/\*[\s\S]*?(?:\*\/|$)|\/\/[^\n]*/g;
  root.walk((node) => {
    const start = node.source?.start?.offset ?? 0;
    if (node.type === 'comment') {
      const close = css.startsWith('/*', start) ? css.indexOf('*/', start + 2) : -1;
      const end = css.startsWith('/*', start) ? (close < 0 ? css.length : close + 2) : (css.indexOf('\n', start) + 1 || css.length + 1) - 1;
      spans.push({ start, end });
      return;
    }
    for (const { start: at, raw } of rawSpans(node))
      for (const match of raw.matchAll(inRaw))
        if (!/\burl\(\s*$/i.test(raw.slice(0, match.index))) spans.push({ start: at + match.index, end: at + match.index + match[0].length });
  });
  return spans.reduce((text, span) => text.slice(0, span.start) + blank(text.slice(span.start, span.end)) + text.slice(span.end), css);
}

function preludeOf(text: string, node: Rule | AtRule): Span {
  const start = node.source?.start?.offset ?? 0;
  if (node.type === 'rule') return trimmed(text, start, start + (node.raws.selector?.raw ?? node.selector).length);
  return trimmed(text, start, paramsStart(node) + (node.raws.params?.raw ?? node.params).length);
}

const KEYFRAMES = /^(?:-[a-z]+-)?keyframes$/i;
const NOT_OPAQUE = /^(?:import|use|forward|charset|namespace)$/i;

/** Reads a tree PostCSS parsed into blocks, in source order, with the sheet's variables and imports. */
function readTree(text: string, root: Root, syntax: Syntax): Sheet {
  const blocks: Block[] = [];
  const variables = new Map<string, string>();
  const imports: ImportRule[] = [];
  const indexOf = new Map<Container, number>();

  root.walk((node) => {
    const parentIndex = node.parent ? indexOf.get(node.parent as Container) : undefined;
    const parent = parentIndex === undefined ? undefined : blocks[parentIndex];
    if (node.type === 'decl') {
      if (node.prop.startsWith('$') || node.prop.startsWith('@')) variables.set(node.prop, cleanValue(node.value));
      else if (parent) declare(parent, node);
    } else if (node.type === 'atrule' && isLessVariable(node) && !node.nodes) {
      variables.set(`@${node.name}`, cleanValue(node.value));
    } else if (node.type === 'atrule' && !node.nodes) {
      if (/^(?:import|use|forward)$/i.test(node.name) && !isMixinCall(node))
        imports.push({ start: paramsStart(node), params: node.raws.params?.raw ?? node.params });
      if (parent && (isMixinCall(node) || !NOT_OPAQUE.test(node.name))) parent.opaque = true;
    } else if (node.type === 'rule' || node.type === 'atrule') {
      const end = node.source?.end?.offset ?? text.length;
      const close = text.lastIndexOf('}', end - 1);
      const kind = node.type === 'rule' ? 'rule' : 'at';
      const prelude = preludeOf(text, node);
      blocks.push({
        kind,
        prelude,
        items: kind === 'rule' ? splitList(text, prelude) : [],
        close: close < prelude.end ? text.length : close,
        parent: parentIndex,
        declarations: [],
        opaque: false,
        keyframes: (parent?.keyframes ?? false) || (node.type === 'atrule' && KEYFRAMES.test(node.name)),
        nests: false,
      });
      indexOf.set(node, blocks.length - 1);
      if (kind === 'rule') {
        let enclosing = parentIndex;
        while (enclosing !== undefined && blocks[enclosing].kind !== 'rule') enclosing = blocks[enclosing].parent;
        if (enclosing !== undefined) blocks[enclosing].nests = true;
      }
    }
  });
  return { text, syntax, blocks, variables, imports };
}

function declare(block: Block, node: CssDeclaration): void {
  block.declarations.push({
    property: node.prop.toLowerCase(),
    value: node.value.trim(),
    important: node.important === true,
    start: node.source?.start?.offset ?? 0,
  });
}

/**
 * postcss-less stops at a line comment whose text starts with `*` (`//** Tooltip color`, as rc-tooltip's own
 * stylesheet writes them; shellscape/postcss-less#135 and #138): that `*` is read as a space, which keeps every
 * offset (the comment is blanked anyway).
 */
const lessInput = (css: string) => css.replace(/(^|[\s;{}])\/\/\*/g, '$1// ');

const parsers = { scss: scss.parse, less: (css: string) => less.parse(lessInput(css)) };

function failure(error: unknown): SyntaxFailure {
  if (error instanceof CssSyntaxError) return { kind: 'syntax', message: error.reason, line: error.line ?? 1, column: error.column ?? 1 };
  if (error instanceof RangeError) return { kind: 'nesting', message: error.message, line: 1, column: 1 };
  throw error;
}

/**
 * Reads a stylesheet (CSS, SCSS or Less) with PostCSS, in the syntax it is written in (`syntaxOf`), or in the one
 * given (a re-read of the rewritten sheet keeps the first reading's). A sheet neither syntax reads is a syntax error,
 * reported where that syntax stopped.
 */
export function readSheet(css: string, syntax: Syntax = syntaxOf(css)): { ok: true; sheet: Sheet } | { ok: false; error: SyntaxFailure } {
  try {
    const root = parsers[syntax](css);
    return { ok: true, sheet: readTree(blankComments(css, root), root, syntax) };
  } catch (error) {
    return { ok: false, error: failure(error) };
  }
}
