import type { TextChange } from '../text-changes';
import type { CodeField, CodeProp, CodeValue, Primitive, Span, TableElement } from './table-element';

/**
 * What becomes of an object prop whose last field is removed: it goes, it stays on as a shorthand (`sticky`), or it
 * stays as an empty object (`expandable={{}}`, where the author wrote one).
 */
export type EmptyObject = 'remove' | 'shorthand' | 'empty';

/** Thrown for an edit a control must not make: a value the code works out when it runs is the code's. */
export class ComputedValueError extends Error {}

/** The quote the file's imports use (Prettier's `singleQuote`), for strings written inside `{…}`. */
function scriptQuote(source: string): string {
  return /^import[^'"]*(['"])/m.exec(source)?.[1] ?? "'";
}

/** A value as a JavaScript literal in the file's own quotes. */
function scriptLiteral(value: Primitive, source: string): string {
  if (typeof value !== 'string') return String(value);
  const quote = scriptQuote(source);
  const escaped = value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').split(quote).join(`\\${quote}`);
  return `${quote}${escaped}${quote}`;
}

/** `name`, `name="text"` or `name={value}`, as Prettier writes a JSX prop; a string JSX cannot quote goes in braces. */
function propText(name: string, value: Primitive, source: string): string {
  if (value === true) return name;
  if (typeof value === 'string' && !/["\\\n]/.test(value)) return `${name}="${value}"`;
  return `${name}={${scriptLiteral(value, source)}}`;
}

const lineStart = (source: string, at: number) => source.lastIndexOf('\n', at - 1) + 1;
const indentAt = (source: string, at: number) => /^[ \t]*/.exec(source.slice(lineStart(source, at)))?.[0] ?? '';
/** Whether only whitespace stands before `at` on its line: the item begins its own line. */
const startsLine = (source: string, at: number) => /^[ \t]*$/.test(source.slice(lineStart(source, at), at));

/**
 * Removes `item`: its whole line when it has the line to itself (with at most a trailing comma), else the text from
 * `before` (the end of what precedes it) to its end, so the space in front of it goes too.
 */
function removal(source: string, item: Span, before: number): TextChange {
  const newline = source.indexOf('\n', item.end);
  const rest = source.slice(item.end, newline === -1 ? source.length : newline);
  if (newline !== -1 && startsLine(source, item.start) && /^,?[ \t]*$/.test(rest)) return { from: lineStart(source, item.start), to: newline + 1, insert: '' };
  return { from: before, to: item.end, insert: '' };
}

/** Adds `text` after `last` (the last item), on a line of its own if `last` has one, else after a space. */
function addition(source: string, last: Span | undefined, after: number, text: string): TextChange {
  if (last && startsLine(source, last.start)) return { from: last.end, to: last.end, insert: `\n${indentAt(source, last.start)}${text}` };
  return { from: after, to: after, insert: ` ${text}` };
}

/** Every attribute of the tag in order, props and spreads, for what stands before one. */
function attributeSpans(element: TableElement): Span[] {
  return [...element.props, ...element.spreads].sort((a, b) => a.start - b.start);
}

function findProp(element: TableElement, name: string): CodeProp | undefined {
  return element.props.find((prop) => prop.name === name);
}

/**
 * Sets the prop `name` on the table to `value`, or removes it (`undefined`): the prop's own text is replaced, added
 * after the last prop in the tag's layout, or removed with its line; every other byte of the file stays.
 */
export function setProp(source: string, element: TableElement, name: string, value: Primitive | undefined): TextChange[] {
  const prop = findProp(element, name);
  const spans = attributeSpans(element);
  if (prop?.value.kind === 'computed') throw new ComputedValueError(`${name} is set in code: ${prop.value.text}`);
  if (prop) {
    if (value === undefined) {
      const index = spans.findIndex((item) => item.start === prop.start);
      return [removal(source, prop, index > 0 ? spans[index - 1].end : element.nameEnd)];
    }
    return [{ from: prop.start, to: prop.end, insert: propText(name, value, source) }];
  }
  if (value === undefined) return [];
  const last = spans.at(-1);
  return [addition(source, last, last?.end ?? element.nameEnd, propText(name, value, source))];
}

function fieldText(field: string, value: Primitive, source: string): string {
  const key = /^[A-Za-z_$][\w$]*$/.test(field) ? field : scriptLiteral(field, source);
  return `${key}: ${scriptLiteral(value, source)}`;
}

function objectOf(prop: CodeProp): Extract<CodeValue, { kind: 'object' }> | undefined {
  return prop.value.kind === 'object' ? prop.value : undefined;
}

function removeField(source: string, element: TableElement, prop: CodeProp, field: CodeField, empty: EmptyObject): TextChange[] {
  const object = objectOf(prop);
  if (!object) return [];
  if (object.fields.length === 1) {
    if (empty === 'shorthand') return [{ from: prop.start, to: prop.end, insert: prop.name }];
    if (empty === 'empty') return [{ from: object.start, to: object.end, insert: '{}' }];
    return setProp(source, element, prop.name, undefined);
  }
  const index = object.fields.indexOf(field);
  const next = object.fields[index + 1];
  const lone = removal(source, field, field.start);
  if (lone.from !== field.start) return [lone];
  // On one line: the field goes with the comma after it, or, as the last field, with the comma before it.
  return [next ? { from: field.start, to: next.start, insert: '' } : { from: object.fields[index - 1].end, to: field.end, insert: '' }];
}

function addField(source: string, object: Extract<CodeValue, { kind: 'object' }>, text: string): TextChange {
  const last = object.fields.at(-1);
  if (!last) return { from: object.start, to: object.end, insert: `{ ${text} }` };
  const comma = /^[ \t]*,/.exec(source.slice(last.end, object.end));
  if (startsLine(source, last.start)) {
    const indent = indentAt(source, last.start);
    return comma
      ? { from: last.end + comma[0].length, to: last.end + comma[0].length, insert: `\n${indent}${text},` }
      : { from: last.end, to: last.end, insert: `,\n${indent}${text}` };
  }
  return { from: last.end, to: last.end, insert: `, ${text}` };
}

/**
 * Sets one field of an object prop (`scroll.y`, `sticky.offsetHeader`, `expandable.fixed`), or removes it. An absent
 * prop is added with the field; a literal one (`sticky`) becomes an object. A prop whose last field goes is removed,
 * or kept as a shorthand (`empty`). A prop the code computes is refused.
 */
export function setField(
  source: string,
  element: TableElement,
  name: string,
  field: string,
  value: Primitive | undefined,
  empty: EmptyObject = 'remove',
): TextChange[] {
  const prop = findProp(element, name);
  if (prop?.value.kind === 'computed') throw new ComputedValueError(`${name} is set in code: ${prop.value.text}`);
  const object = prop && objectOf(prop);
  const existing = object?.fields.find((item) => item.name === field);
  if (value === undefined) return prop && existing ? removeField(source, element, prop, existing, empty) : [];
  if (existing) {
    if (existing.value.kind !== 'literal') throw new ComputedValueError(`${name}.${field} is set in code`);
    return [{ from: existing.value.start, to: existing.value.end, insert: scriptLiteral(value, source) }];
  }
  const text = fieldText(field, value, source);
  if (object) return [addField(source, object, text)];
  const insert = `${name}={{ ${text} }}`;
  if (prop) return [{ from: prop.start, to: prop.end, insert }];
  const last = attributeSpans(element).at(-1);
  return [addition(source, last, last?.end ?? element.nameEnd, insert)];
}
