import type { JSXAttribute } from '@babel/types';
import { siblingApi } from '../sibling-api';
import { startOf, type ScriptContext } from './context';

/**
 * After a reader chose to move a sibling package: the props its new version no longer has, on elements of the
 * component imported from it, are listed with what to use instead; a prop that was only renamed is renamed.
 */
export function rewriteSiblingProps(context: ScriptContext): void {
  if (!context.moveSiblings) return;
  const components = new Map<string, NonNullable<ReturnType<typeof siblingApi>>>();
  for (const node of context.index.nodes) {
    if (node.type !== 'ImportDeclaration') continue;
    const api = siblingApi(node.source.value);
    if (!api) continue;
    for (const spec of node.specifiers) if (spec.type === 'ImportDefaultSpecifier') components.set(spec.local.name, api);
  }
  if (components.size === 0) return;
  for (const node of context.index.nodes) {
    if (node.type !== 'JSXOpeningElement' || node.name.type !== 'JSXIdentifier') continue;
    const api = components.get(node.name.name);
    const path = context.paths.get(node);
    // Only the element whose name is still that import in its scope.
    if (!api || path?.scope.getBinding(node.name.name)?.kind !== 'module') continue;
    for (const attribute of node.attributes) {
      if (attribute.type !== 'JSXAttribute' || attribute.name.type !== 'JSXIdentifier') continue;
      const prop = attribute.name.name;
      const instead = api.removed[prop];
      if (instead === undefined) continue;
      const renamed = api.renamed[prop];
      if (renamed) {
        const name = (attribute as JSXAttribute).name;
        context.report.change({ start: startOf(name), end: name.end ?? startOf(name), text: renamed }, 'sibling', 'sibling-prop-renamed', {
          package: api.to,
          from: prop,
          to: renamed,
        });
      } else {
        context.report.warn(startOf(attribute), 'sibling', 'sibling-prop-removed', { package: api.to, prop, instead });
      }
    }
  }
}
