import { jsxElementName, propertyName, propertyNames } from '../ast';
import { startOf, type ScriptContext } from './context';

/** Keys of the `expandable` config besides `expandIcon`: an object with one of them is that config. */
const EXPANDABLE_KEYS = new Set([
  'expandedRowRender',
  'expandedRowKeys',
  'defaultExpandedRowKeys',
  'defaultExpandAllRows',
  'expandRowByClick',
  'rowExpandable',
  'onExpand',
  'onExpandedRowsChange',
  'indentSize',
  'childrenColumnName',
  'expandedRowClassName',
  'showExpandColumn',
  'columnTitle',
  'expandIconColumnIndex',
]);

/**
 * What 1.x asks for instead: a component in `components.ExpandIcon`. It gets `onClick` rather than
 * `onExpand(record, event)`, and `type` says whether it is a row's icon (with `record`) or the header's
 * expand-all icon (shown with `expandable.showExpandAll`).
 */
export const EXPAND_ICON_SUGGESTION = `components={{
  ExpandIcon: ({ type, expanded, expandable, onClick }) =>
    expandable ? (
      <button type="button" aria-expanded={expanded} aria-label={type === 'all' ? 'Expand all rows' : 'Expand row'} onClick={onClick}>
        {expanded ? '−' : '+'}
      </button>
    ) : null,
}}`;

/**
 * The expand-icon rule: `expandable.expandIcon` and the legacy top-level `expandIcon` still work in 1.x but are
 * deprecated; each is reported with the `components.ExpandIcon` that replaces it. Not rewritten: the new
 * component's props differ (`onClick`, `type`), so the reader's render function must be adapted by hand.
 */
export function flagExpandIcon(context: ScriptContext): void {
  for (const node of context.index.nodes) {
    if ((node.type === 'ObjectProperty' || node.type === 'ObjectMethod') && propertyName(node) === 'expandIcon') {
      const object = context.index.parentOf(node);
      if (object?.type !== 'ObjectExpression') continue;
      const container = context.index.parentOf(node, 2);
      const attribute = context.index.parentOf(node, 3);
      const inExpandableProp =
        container?.type === 'JSXExpressionContainer' &&
        attribute?.type === 'JSXAttribute' &&
        attribute.name.type === 'JSXIdentifier' &&
        attribute.name.name === 'expandable';
      const configLike = propertyNames(object).some((name) => EXPANDABLE_KEYS.has(name));
      if (context.usesTable || inExpandableProp || configLike) {
        context.report.warn(startOf(node), 'expand-icon', 'expand-icon', {}, EXPAND_ICON_SUGGESTION);
      }
    } else if (node.type === 'JSXAttribute' && node.name.type === 'JSXIdentifier' && node.name.name === 'expandIcon') {
      const element = context.index.parentOf(node);
      const name = element?.type === 'JSXOpeningElement' ? jsxElementName(element.name) : '';
      if (context.usesTable || /Table$/.test(name)) context.report.warn(startOf(node), 'expand-icon', 'legacy-expand-icon', {}, EXPAND_ICON_SUGGESTION);
    }
  }
}
