import { startOf, type ScriptContext } from './context';

/** react-dom's entry points from before React 18's `createRoot`: code that calls them was written for React ≤ 17. */
const LEGACY_ROOT_APIS = new Set(['render', 'hydrate', 'unmountComponentAtNode']);

export const CREATE_ROOT_SUGGESTION = `import { createRoot } from 'react-dom/client';

createRoot(container).render(<App />);`;

/**
 * The React rule: 1.x needs React 18 or later (its peer range since 1.8.0). Code cannot say which React it
 * runs on, but calls to the mounting APIs React 18 replaced show code written for an older one.
 */
export function flagLegacyReact(context: ScriptContext): void {
  const reactDom = new Set(['ReactDOM']);
  for (const node of context.index.nodes) {
    if (node.type !== 'ImportDeclaration' || node.source.value !== 'react-dom') continue;
    for (const spec of node.specifiers) {
      if (spec.type !== 'ImportSpecifier') {
        reactDom.add(spec.local.name);
        continue;
      }
      const name = spec.imported.type === 'Identifier' ? spec.imported.name : spec.imported.value;
      if (LEGACY_ROOT_APIS.has(name)) context.report.warn(startOf(spec), 'react-version', 'react-legacy-api', { name }, CREATE_ROOT_SUGGESTION);
    }
  }
  for (const node of context.index.nodes) {
    if (node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression' || node.callee.computed) continue;
    const { object, property } = node.callee;
    if (object.type === 'Identifier' && reactDom.has(object.name) && property.type === 'Identifier' && LEGACY_ROOT_APIS.has(property.name)) {
      context.report.warn(startOf(node), 'react-version', 'react-legacy-api', { name: `${object.name}.${property.name}` }, CREATE_ROOT_SUGGESTION);
    }
  }
}
