import type { Node } from '@babel/types';
import { jsxElementName, propertyNames } from '../ast';
import { sourceOf, startOf, type ScriptContext } from './context';

/** The identifier an access chain starts from: `tableRef` of `tableRef.current?.scrollTo`. */
function baseName(node: Node): string | undefined {
  let current = node;
  while (current.type === 'MemberExpression' || current.type === 'OptionalMemberExpression' || current.type === 'TSNonNullExpression') {
    current = current.type === 'TSNonNullExpression' ? current.expression : current.object;
  }
  return current.type === 'Identifier' ? current.name : undefined;
}

/** Local names of the table's `VirtualTable` export, and the refs given to those elements. */
function virtualTableRefs(context: ScriptContext): Set<string> {
  const components = new Set<string>();
  for (const node of context.index.nodes) {
    if (node.type !== 'ImportDeclaration' || ![context.table.from, context.table.to].includes(node.source.value)) continue;
    for (const spec of node.specifiers) {
      if (spec.type === 'ImportSpecifier' && (spec.imported.type === 'Identifier' ? spec.imported.name : spec.imported.value) === 'VirtualTable')
        components.add(spec.local.name);
    }
  }
  const refs = new Set<string>();
  for (const node of context.index.nodes) {
    if (node.type !== 'JSXOpeningElement' || !components.has(jsxElementName(node.name))) continue;
    for (const attribute of node.attributes) {
      if (attribute.type !== 'JSXAttribute' || attribute.name.name !== 'ref' || attribute.value?.type !== 'JSXExpressionContainer') continue;
      const name = attribute.value.expression.type === 'JSXEmptyExpression' ? undefined : baseName(attribute.value.expression);
      if (name) refs.add(name);
    }
  }
  return refs;
}

/**
 * The scrollTo rule: on a plain table, `ref.scrollTo({ key })` or `({ index })` brought the row to the top in
 * 7.x (the browser's default `scrollIntoView()`), while 1.x scrolls it just into view (`align: 'nearest'`).
 * Code that relied on the row landing at the top needs `align: 'start'`; whether it did, only its author knows,
 * so this is a warning with the call as it would read. The virtual table's default did not change.
 */
export function flagScrollTo(context: ScriptContext): void {
  if (!context.usesTable) return;
  const virtual = virtualTableRefs(context);
  for (const node of context.index.nodes) {
    if (node.type !== 'CallExpression' && node.type !== 'OptionalCallExpression') continue;
    const callee = node.callee;
    if ((callee.type !== 'MemberExpression' && callee.type !== 'OptionalMemberExpression') || callee.computed) continue;
    if (callee.property.type !== 'Identifier' || callee.property.name !== 'scrollTo') continue;
    const [argument] = node.arguments;
    if (argument?.type !== 'ObjectExpression') continue;
    const keys = propertyNames(argument);
    if (!keys.some((key) => key === 'key' || key === 'index') || keys.includes('align')) continue;
    const base = baseName(callee.object);
    if (base !== undefined && virtual.has(base)) continue;
    const properties = argument.properties.map((property) => sourceOf(context, property));
    const suggestion = `${sourceOf(context, callee)}({ ${[...properties, "align: 'start'"].join(', ')} })`;
    context.report.warn(startOf(node), 'scroll-to', 'scroll-align', { code: sourceOf(context, node) }, suggestion);
  }
}
