import type { Node } from '@babel/types';
import { propertyNames } from '../ast';
import { sourceOf, startOf, type ScriptContext } from './context';

/** The identifier an access chain starts from: `tableRef` of `tableRef.current?.scrollTo`. */
function baseName(node: Node): string | undefined {
  let current = node;
  while (current.type === 'MemberExpression' || current.type === 'OptionalMemberExpression' || current.type === 'TSNonNullExpression') {
    current = current.type === 'TSNonNullExpression' ? current.expression : current.object;
  }
  return current.type === 'Identifier' ? current.name : undefined;
}

/**
 * The scrollTo rule: on a plain table, `ref.scrollTo({ key })` or `({ index })` brought the row to the top in
 * 7.x (the browser's default `scrollIntoView()`), while 1.x scrolls it just into view (`align: 'nearest'`).
 * Code that relied on the row landing at the top needs `align: 'start'`; whether it did, only its author knows,
 * so this is a warning with the call as it would read. The virtual table's default did not change.
 */
export function flagScrollTo(context: ScriptContext): void {
  if (!context.usesTable) return;
  /** Whether the call's object is a ref given to a table, and to which kind. */
  const refKind = (object: Node): 'plain' | 'virtual' | undefined => {
    const base = baseName(object);
    const binding = base === undefined ? undefined : context.paths.get(object)?.scope.getBinding(base);
    const virtual = binding === undefined ? (base === undefined ? undefined : context.flow.undeclaredTableRefs.get(base)) : context.flow.tableRefs.get(binding);
    return virtual === undefined ? undefined : virtual ? 'virtual' : 'plain';
  };
  for (const node of context.index.nodes) {
    if (node.type !== 'CallExpression' && node.type !== 'OptionalCallExpression') continue;
    const callee = node.callee;
    if ((callee.type !== 'MemberExpression' && callee.type !== 'OptionalMemberExpression') || callee.computed) continue;
    if (callee.property.type !== 'Identifier' || callee.property.name !== 'scrollTo') continue;
    const [argument] = node.arguments;
    const kind = refKind(callee.object);
    if (kind === 'virtual' || !argument) continue;
    if (argument.type !== 'ObjectExpression') {
      // A config made elsewhere: only a table's own ref says this `scrollTo` is the table's, not the window's.
      if (kind === 'plain' && argument.type !== 'ArgumentPlaceholder') {
        context.report.warn(startOf(node), 'scroll-to', 'scroll-to-computed', { code: sourceOf(context, node) });
      }
      continue;
    }
    const keys = propertyNames(argument);
    if (!keys.some((key) => key === 'key' || key === 'index') || keys.includes('align')) continue;
    const properties = argument.properties.map((property) => sourceOf(context, property));
    const suggestion = `${sourceOf(context, callee)}({ ${[...properties, "align: 'start'"].join(', ')} })`;
    context.report.warn(startOf(node), 'scroll-to', 'scroll-align', { code: sourceOf(context, node) }, suggestion);
  }
}
