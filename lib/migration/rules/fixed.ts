import type { Node, ObjectExpression } from '@babel/types';
import { jsxElementName, literalString, propertyName, propertyNames, unwrap } from '../ast';
import { innerSpan, sourceOf, startOf, type ScriptContext } from './context';

/** 7.x's physical sides and the logical ones 1.x names them by (`true` already meant start, and stays). */
export const FIXED_VALUES: Readonly<Record<string, string>> = { left: 'start', right: 'end' };

/** Keys that make an object literal look like a column, in a file that imports nothing (so shows no table). */
const COLUMN_KEYS = new Set([
  'title',
  'dataIndex',
  'key',
  'width',
  'minWidth',
  'render',
  'children',
  'align',
  'ellipsis',
  'onCell',
  'onHeaderCell',
  'hidden',
  'rowScope',
  'colSpan',
]);

/**
 * Keys only a table's column has: an object with one of them and a `fixed` side, found where the table does not
 * visibly receive it, gets a word. A sidebar's `{ fixed: 'left', width: 200 }` has none of them.
 */
const TABLE_ONLY_KEYS = new Set(['dataIndex', 'render', 'onCell', 'onHeaderCell', 'ellipsis', 'rowScope', 'shouldCellUpdate', 'sorter', 'filters']);

const isColumnLike = (object: ObjectExpression) => propertyNames(object).some((name) => COLUMN_KEYS.has(name));
const looksLikeTableColumn = (object: ObjectExpression) => propertyNames(object).some((name) => TABLE_ONLY_KEYS.has(name));

/** The string literals a value can evaluate to: itself, both arms of `a ? b : c`, the right of `a && b`. */
function candidateLiterals(value: Node): Node[] {
  const node = unwrap(value);
  if (literalString(node) !== undefined) return [node];
  if (node.type === 'ConditionalExpression') return [...candidateLiterals(node.consequent), ...candidateLiterals(node.alternate)];
  if (node.type === 'LogicalExpression') return [...candidateLiterals(node.left), ...candidateLiterals(node.right)];
  return [];
}

/** A value that cannot hold a side's name (`true`, `false`, `undefined`, `null`), so it needs no word. */
function isSideless(value: Node): boolean {
  const node = unwrap(value);
  return node.type === 'BooleanLiteral' || node.type === 'NullLiteral' || (node.type === 'Identifier' && node.name === 'undefined');
}

/** Whether a value pins the column: anything but `false`, `null` or `undefined`. */
function pins(value: Node): boolean {
  const node = unwrap(value);
  return !((node.type === 'BooleanLiteral' && !node.value) || node.type === 'NullLiteral' || (node.type === 'Identifier' && node.name === 'undefined'));
}

/** The literal's span to rewrite: inside its quotes, or a plain template's text. */
const sideSpan = (literal: Node) => (literal.type === 'TemplateLiteral' ? innerSpan(literal.quasis[0]) : innerSpan(literal));

/** The sides a value names, with their literals. */
function sidesOf(value: Node): { literal: Node; from: string; to: string }[] {
  return candidateLiterals(value).flatMap((literal) => {
    const from = literalString(literal);
    const to = from === undefined ? undefined : FIXED_VALUES[from];
    return from !== undefined && to !== undefined ? [{ literal, from, to }] : [];
  });
}

/** Renames a `fixed` value that reaches the table; a computed one is reported, as it cannot be renamed here. */
function rewriteTableValue(context: ScriptContext, value: Node, assumed: boolean): void {
  if (pins(value)) context.pinned.push(value);
  const sides = sidesOf(value);
  for (const { literal, from, to } of sides) {
    context.report.change({ ...sideSpan(literal), text: to }, 'fixed', assumed ? 'fixed-renamed-assumed' : 'fixed-renamed', { from, to });
    context.fixedRenamed += 1;
  }
  if (sides.length === 0 && candidateLiterals(value).length === 0 && !isSideless(value)) {
    const code = sourceOf(context, value);
    context.report.warn(startOf(value), 'fixed', 'fixed-computed', { code: code.length > 60 ? `${code.slice(0, 57)}…` : code });
  }
}

/** `<Column fixed="left">`, `<Table.Column>`, `<ColumnGroup>`: JSX that declares a column, in a file that shows no table. */
const COLUMN_ELEMENT = /(?:^|\.)Column(?:Group)?$/;

/**
 * The fixed rule: `fixed: 'left' | 'right'` becomes `'start' | 'end'` where it reaches the table, and nowhere else.
 * In code that imports the table, that is what `traceTableFlow` finds: columns and expand configs that flow into
 * a table, and the table's own `<Column>` elements; an object shaped like the table's column that is not seen to
 * reach it gets a warning instead. Code that imports nothing is taken to be a column file (each change says it
 * assumed so). Code whose tables are antd's never comes here (`origin.ts`).
 */
export function rewriteFixed(context: ScriptContext): void {
  const { flow, origin } = context;
  const antd = context.index.nodes.some((node) => node.type === 'ImportDeclaration' && /^antd(?:\/|$)/.test(node.source.value));
  for (const node of context.index.nodes) {
    if (node.type === 'ObjectProperty' && propertyName(node) === 'fixed') {
      const object = context.index.parentOf(node);
      if (object?.type !== 'ObjectExpression') continue;
      if (flow.columns.has(object) || flow.expandable.has(object)) {
        rewriteTableValue(context, node.value, false);
      } else if (origin === 'no-imports' && isColumnLike(object)) {
        rewriteTableValue(context, node.value, true);
      } else if (looksLikeTableColumn(object) && !antd) {
        // (Beside antd, a column that does not reach rc-table is most likely antd's own.)
        for (const { literal, from, to } of sidesOf(node.value)) context.report.warn(startOf(literal), 'fixed', 'fixed-unreached', { from, to });
      }
    } else if (node.type === 'JSXAttribute' && node.name.type === 'JSXIdentifier' && node.name.name === 'fixed') {
      const element = context.index.parentOf(node);
      if (element?.type !== 'JSXOpeningElement') continue;
      // `<Column fixed />` pins at the start on both lines.
      if (!node.value) {
        if (flow.columnElements.has(element)) context.pinned.push(node);
        continue;
      }
      const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
      if (value.type === 'JSXEmptyExpression') continue;
      if (flow.columnElements.has(element)) rewriteTableValue(context, value, false);
      else if (origin === 'no-imports' && COLUMN_ELEMENT.test(jsxElementName(element.name))) rewriteTableValue(context, value, true);
    }
  }
}
