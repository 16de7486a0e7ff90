import type { Node, ObjectExpression } from '@babel/types';
import { jsxElementName, literalString, propertyName, propertyNames, unwrap } from '../ast';
import { innerSpan, sourceOf, startOf, type ScriptContext } from './context';

/** 7.x's physical sides and the logical ones 1.x names them by (`true` already meant start, and stays). */
export const FIXED_VALUES: Readonly<Record<string, string>> = { left: 'start', right: 'end' };

/** Keys that make an object literal a column (or the expand column's config), so its `fixed` is the table's. */
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

const isColumnLike = (object: ObjectExpression) => propertyNames(object).some((name) => COLUMN_KEYS.has(name));

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

function rewriteValue(context: ScriptContext, value: Node, warnIfComputed: boolean): void {
  const literals = candidateLiterals(value);
  let found = false;
  for (const literal of literals) {
    const side = literalString(literal);
    const to = side === undefined ? undefined : FIXED_VALUES[side];
    if (side === undefined || to === undefined) continue;
    found = true;
    const span = literal.type === 'TemplateLiteral' ? innerSpan(literal.quasis[0]) : innerSpan(literal);
    context.report.change({ ...span, text: to }, 'fixed', 'fixed-renamed', { from: side, to });
  }
  if (!found && literals.length === 0 && warnIfComputed && !isSideless(value)) {
    const code = sourceOf(context, value);
    context.report.warn(startOf(value), 'fixed', 'fixed-computed', { code: code.length > 60 ? `${code.slice(0, 57)}…` : code });
  }
}

/** `<Column fixed="left">`, `<Table.Column>`, `<ColumnGroup>`: JSX that declares a column. */
const COLUMN_ELEMENT = /(?:^|\.)Column(?:Group)?$/;

/**
 * The fixed rule: `fixed: 'left' | 'right'` in columns (and the expand column's config) and `fixed="left"` on
 * column elements become `'start' | 'end'`. In a file that imports the table every `fixed` is taken as the
 * table's; elsewhere only those of column-like objects and elements. A value computed at run time is reported.
 */
export function rewriteFixed(context: ScriptContext): void {
  for (const node of context.index.nodes) {
    if (node.type === 'ObjectProperty' && propertyName(node) === 'fixed') {
      const object = context.index.parentOf(node);
      if (object?.type !== 'ObjectExpression') continue;
      const columnLike = isColumnLike(object);
      if (context.usesTable || columnLike) rewriteValue(context, node.value, columnLike);
    } else if (node.type === 'JSXAttribute' && node.name.type === 'JSXIdentifier' && node.name.name === 'fixed' && node.value) {
      const element = context.index.parentOf(node);
      const name = element?.type === 'JSXOpeningElement' ? jsxElementName(element.name) : '';
      const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
      if ((context.usesTable || COLUMN_ELEMENT.test(name)) && value.type !== 'JSXEmptyExpression') rewriteValue(context, value, COLUMN_ELEMENT.test(name));
    }
  }
}
