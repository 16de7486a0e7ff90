import type { PropControl } from '../api/control';
import { asSentence } from '../api/inline-text';
import type { ApiData, ApiProp, PropLabel } from '../api/types';
import type { EmptyObject } from './prop-edit';
import type { CodeValue, Primitive, TableElement } from './table-element';

/** How a control edits its value. */
export type ControlKind = 'switch' | 'select' | 'number' | 'text';

/** One control of the props panel, made from one API row. */
export interface ControlSpec {
  /** The API table the row is in (`Table`, `scroll`, `sticky`, `expandable`, `VirtualTable`): its row is linked. */
  table: string;
  /** The prop on the table element. */
  prop: string;
  /** The field of an object prop (`scroll.y`), if this control sets one. */
  field?: string;
  kind: ControlKind;
  /** A select's values, in the type's order. */
  options: Primitive[];
  /** What a text field may become: `200` is a number where the type takes numbers, `true` a boolean where it takes one. */
  accepts: PropControl;
  default?: string;
  /** The row's description up to its first sentence's end. */
  summary: string;
  labels: PropLabel[];
  /** Set on a prop only this line has (`1.x`). */
  lineOnly?: string;
  /** The line's first version with the prop: the panel marks it when the reader's version is older. */
  since?: string;
}

/** Each table component's controls on one line, in one edition (`.generated/props-panel/<line>/<locale>.json`). */
export type PropsPanelControls = Record<TableElement['component'], ControlSpec[]>;

/** The object props that open into their own fields, each from its own API table. */
export const OBJECT_PROPS = ['scroll', 'sticky', 'expandable'] as const;

/**
 * A prop whose type also takes values a control cannot write (nodes, styles) is the code's to set, not the panel's;
 * `sticky` is the exception, whose object form has its own fields.
 */
const offered = (row: ApiProp): row is ApiProp & { control: PropControl } =>
  row.control !== undefined && (!row.control.other || row.name === 'sticky') && !row.labels.includes('deprecated');

function kindOf({ options, boolean, number, string }: PropControl): ControlKind {
  if (string || (number && (options.length > 0 || boolean))) return 'text';
  if (number) return 'number';
  if (options.length > 0) return 'select';
  return 'switch';
}

/** Up to the first sentence's end, in either edition's punctuation. */
export function firstSentence(text: string): string {
  const end = /。|\.(?=\s|$)/.exec(text);
  return end ? text.slice(0, end.index + 1) : text;
}

function spec(table: string, prop: string, field: string | undefined, row: ApiProp & { control: PropControl }): ControlSpec {
  const { control } = row;
  const options = control.boolean && kindOf(control) === 'select' ? [...control.options, true, false] : control.options;
  return {
    table,
    prop,
    ...(field ? { field } : {}),
    kind: kindOf(control),
    options,
    accepts: control,
    ...(row.default ? { default: row.default } : {}),
    summary: asSentence(firstSentence(row.description)),
    labels: row.labels,
    ...(row.lineOnly ? { lineOnly: row.lineOnly } : {}),
    ...(row.since ? { since: row.since.version } : {}),
  };
}

/**
 * The panel's controls for one table element on one line, from that line's API data in the page's edition: each
 * prop whose type has a literal form, then each object prop's fields. `sticky` is a switch as well as its fields, since
 * `true` turns it on. A deprecated prop is left out: its current form (an `expandable` field) is offered instead.
 */
export function controlsFor(api: ApiData, component: TableElement['component']): ControlSpec[] {
  const rows = [...(api.Table ?? []), ...(component === 'VirtualTable' ? (api.VirtualTable ?? []) : [])];
  const props = rows.filter(offered).map((row) => spec(api.VirtualTable?.includes(row) ? 'VirtualTable' : 'Table', row.name, undefined, row));
  const fields = OBJECT_PROPS.flatMap((prop) => (api[prop] ?? []).filter(offered).map((row) => spec(prop, prop, row.name, row)));
  return [...props, ...fields];
}

/** What a control shows: unset (the default applies), a literal, or the code's own expression. */
export type ControlValue = { state: 'unset' } | { state: 'literal'; value: Primitive } | { state: 'computed'; text: string };

function valueOf(value: CodeValue | undefined): ControlValue {
  if (!value) return { state: 'unset' };
  if (value.kind === 'literal') return { state: 'literal', value: value.value };
  return { state: 'computed', text: value.kind === 'computed' ? value.text : '{…}' };
}

/** What the code sets for `control` on `element`; a field of an object the code computes is computed too. */
export function controlValue(element: TableElement, control: ControlSpec): ControlValue {
  const prop = element.props.find((item) => item.name === control.prop);
  if (!control.field) return prop?.value.kind === 'object' && control.prop === 'sticky' ? { state: 'literal', value: true } : valueOf(prop?.value);
  if (!prop) return { state: 'unset' };
  if (prop.value.kind === 'computed') return { state: 'computed', text: prop.value.text };
  if (prop.value.kind === 'literal') return { state: 'unset' };
  return valueOf(prop.value.fields.find((item) => item.name === control.field)?.value);
}

/**
 * What a reader's text in a field means for the prop's type: a number where it takes numbers, `true`/`false` where it
 * takes them, else the text itself where it takes strings; undefined for an empty field (the prop is removed) and
 * for text the type does not take.
 */
export function parseFieldText(text: string, accepts: PropControl): Primitive | undefined | Error {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if ((accepts.number || accepts.options.some((option) => typeof option === 'number')) && /^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  if ((accepts.boolean || accepts.options.includes(true)) && trimmed === 'true') return true;
  if ((accepts.boolean || accepts.options.includes(false)) && trimmed === 'false') return false;
  if (accepts.string || accepts.options.includes(trimmed)) return text;
  return new Error(trimmed);
}

/**
 * What an object prop becomes when its last field is cleared: `sticky` stays on (its switch says whether it is), a
 * prop the original code wrote as `{}` (`expandable={{}}`, which 1.x reads differently from no prop) goes back to
 * that, and any other goes.
 */
export function emptyFormFor(prop: string, original: TableElement | undefined): EmptyObject {
  if (prop === 'sticky') return 'shorthand';
  const value = original?.props.find((item) => item.name === prop)?.value;
  return value?.kind === 'object' && value.fields.length === 0 ? 'empty' : 'remove';
}
