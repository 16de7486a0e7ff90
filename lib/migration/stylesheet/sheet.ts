import type { Span } from '../class-rewrite';

// Reading the stylesheet: its blocks, selector lists, declarations and variables.

/** The end of a string literal starting at `start` (after its closing quote, or at the line's end if unclosed). */
function stringEnd(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i += 1) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === quote) return i + 1;
    else if (text[i] === '\n') return i;
  }
  return text.length;
}

export const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/**
 * The text with comments blanked to spaces (line breaks kept), so offsets stay and nothing in a comment matches:
 * CSS's, and Less's and Sass's `//` lines (not in a string or `url(…)`, so `url(//cdn…)` and `'http://…'` stay).
 */
export function withoutComments(css: string): string {
  const parts: string[] = [];
  let copied = 0;
  let depth = 0;
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i];
    if (char === '"' || char === "'") {
      i = stringEnd(css, i) - 1;
    } else if (char === '(') {
      depth += 1;
    } else if (char === ')') {
      depth = Math.max(0, depth - 1);
    } else if (char === '/' && (css[i + 1] === '*' || (css[i + 1] === '/' && depth === 0 && (i === 0 || /[\s;{}]/.test(css[i - 1]))))) {
      const close = css[i + 1] === '*' ? css.indexOf('*/', i + 2) : css.indexOf('\n', i);
      const end = close < 0 ? css.length : css[i + 1] === '*' ? close + 2 : close;
      parts.push(css.slice(copied, i), blank(css.slice(i, end)));
      copied = end;
      i = end - 1;
    }
  }
  parts.push(css.slice(copied));
  return parts.join('');
}

interface Declaration {
  property: string;
  value: string;
  important: boolean;
  start: number;
}

/** A `{ … }` block: a rule (its selector list split into items) or an at-rule (`@media`), whose rules nest through it. */
export interface Block {
  kind: 'rule' | 'at';
  prelude: Span;
  items: Span[];
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

export interface Sheet {
  blocks: Block[];
  /** Less's `@name: value;` and Sass's `$name: value;`, last one wins, quotes and `~` escapes taken off. */
  variables: Map<string, string>;
}

const trimmed = (text: string, start: number, end: number): Span => {
  const slice = text.slice(start, end);
  const lead = slice.length - slice.trimStart().length;
  return { start: start + lead, end: start + slice.trimEnd().length };
};

export const INTERPOLATION = /@\{[\w-]+\}|#\{\$?[\w-]+\}/y;

/** A selector list's items: split at commas outside brackets, parentheses, strings and interpolations. */
function splitList(text: string, span: Span): Span[] {
  const items: Span[] = [];
  let depth = 0;
  let start = span.start;
  for (let i = span.start; i <= span.end; i += 1) {
    INTERPOLATION.lastIndex = i;
    const char = text[i];
    if (i < span.end && INTERPOLATION.test(text)) i = INTERPOLATION.lastIndex - 1;
    else if (char === '"' || char === "'") i = stringEnd(text, i) - 1;
    else if (char === '(' || char === '[') depth += 1;
    else if ((char === ')' || char === ']') && depth > 0) depth -= 1;
    else if (i === span.end || (char === ',' && depth === 0)) {
      const item = trimmed(text, start, i);
      if (item.end > item.start) items.push(item);
      start = i + 1;
    }
  }
  return items;
}

const cleanValue = (value: string) =>
  value
    .replace(/\s*!(?:default|global)\b/g, '')
    .trim()
    .replace(/^~?(["'])(.*)\1$/s, '$2');

/** Reads the blocks of a stylesheet (comments already blanked). `;` inside parentheses (`url(data:…;…)`) ends nothing. */
export function parseSheet(text: string): Sheet {
  const blocks: Block[] = [];
  const variables = new Map<string, string>();
  const stack: number[] = [];
  let statement = 0;
  let depth = 0;

  const readStatement = (end: number) => {
    const span = trimmed(text, statement, end);
    const source = text.slice(span.start, span.end);
    const block = blocks[stack.at(-1) ?? -1];
    if (source === '') return;
    const variable = /^([@$][\w-]+)\s*:([\s\S]*)$/.exec(source);
    const declaration = /^(-?[A-Za-z_][\w-]*|--[\w-]+)\s*:([\s\S]*)$/.exec(source);
    if (variable) variables.set(variable[1], cleanValue(variable[2]));
    else if (declaration && block)
      block.declarations.push({
        property: declaration[1].toLowerCase(),
        value: declaration[2].trim(),
        important: /!\s*important\s*$/i.test(declaration[2]),
        start: span.start,
      });
    else if (block && !/^@(?:import|use|forward|charset|namespace)\b/i.test(source)) block.opaque = true;
  };

  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    INTERPOLATION.lastIndex = i;
    if (INTERPOLATION.test(text)) {
      i = INTERPOLATION.lastIndex - 1;
    } else if (char === '"' || char === "'") {
      i = stringEnd(text, i) - 1;
    } else if (char === '(') {
      depth += 1;
    } else if (char === ')') {
      depth = Math.max(0, depth - 1);
    } else if (char === ';' && depth === 0) {
      readStatement(i);
      statement = i + 1;
    } else if (char === '{') {
      const prelude = trimmed(text, statement, i);
      const head = text.slice(prelude.start, prelude.end);
      const parent = stack.at(-1);
      const kind = head.startsWith('@') && !head.startsWith('@{') ? 'at' : 'rule';
      const keyframes = (parent !== undefined && blocks[parent].keyframes) || /^@(?:-[a-z]+-)?keyframes\b/i.test(head);
      blocks.push({
        kind,
        prelude,
        items: kind === 'rule' ? splitList(text, prelude) : [],
        close: text.length,
        parent,
        declarations: [],
        opaque: false,
        keyframes,
        nests: false,
      });
      const enclosing = [...stack].reverse().find((open) => blocks[open].kind === 'rule');
      if (kind === 'rule' && enclosing !== undefined) blocks[enclosing].nests = true;
      stack.push(blocks.length - 1);
      statement = i + 1;
      depth = 0;
    } else if (char === '}' && stack.length > 0) {
      readStatement(i);
      blocks[stack.pop() ?? 0].close = i;
      statement = i + 1;
      depth = 0;
    }
  }
  return { blocks, variables };
}
