import type { Binding, NodePath } from '@babel/traverse';
import type { Node, ObjectExpression } from '@babel/types';
import { propertyName } from '../ast';
import { child, children } from '../child-paths';
import { SAME_ITEMS } from './array-methods';
import type { Kind } from './kinds';
import { importedFrom } from './table-exports';

/** React hooks whose first argument computes the value they return. */
const COMPUTING_HOOKS = new Set(['useMemo', 'useState']);

/** What following values finds, filled in as it goes. */
export interface FlowFinds {
  /** Object literals that are columns (or a column group) of a table. */
  columns: Set<ObjectExpression>;
  /** Object literals given as a table's `expandable`. */
  expandable: Set<ObjectExpression>;
  /** Variables that hold a table's columns (or one column). */
  columnBindings: Set<Binding>;
  /** Local names imported from another module that flow into a table's columns, with where they do. */
  importedColumns: Map<string, Node>;
}

/** Follows the value at a path, taken to be of a kind, back to the literals that make it. */
export type Follow = (path: NodePath, kind: Kind) => void;

/** What a function returns: its arrow body, or each `return` not inside a nested function. */
export function returnsOf(fn: NodePath): NodePath[] {
  const node = fn.node;
  if (node.type === 'ArrowFunctionExpression' && node.body.type !== 'BlockStatement') return [child(fn, 'body')];
  const results: NodePath[] = [];
  fn.traverse({
    Function(inner) {
      inner.skip();
    },
    ReturnStatement(ret) {
      const argument = ret.get('argument');
      if (argument.node) results.push(argument as NodePath);
    },
  });
  return results;
}

/** `useMemo(…)` or `React.useMemo(…)` for `hook` = `useMemo`. */
function isHookCall(node: Node, hook: string): boolean {
  if (node.type !== 'CallExpression') return false;
  const callee = node.callee;
  if (callee.type === 'Identifier') return callee.name === hook;
  return callee.type === 'MemberExpression' && callee.property.type === 'Identifier' && callee.property.name === hook;
}

/** The function a callee names, when this file declares it. */
function calleeFunction(callee: NodePath): NodePath | undefined {
  if (callee.node.type !== 'Identifier') return undefined;
  const binding = callee.scope.getBinding(callee.node.name);
  if (!binding) return undefined;
  if (binding.path.isFunctionDeclaration()) return binding.path;
  if (binding.path.isVariableDeclarator()) {
    const init = child(binding.path, 'init');
    if (init.node && init.isFunction()) return init;
  }
  return undefined;
}

/**
 * A `follow` that records into `found`: back through variables, assignments, `push`, spreads, conditions, array
 * methods, `useMemo`/`useState` and local helper functions, to the object literals that hold the columns, and
 * through a props object to its `columns` and `expandable`. A value from a function's parameter or from another
 * file is not followed (an import is noted in `importedColumns`): those are not this file's to say. Each value and
 * variable is followed once per kind.
 */
export function createFollow(found: FlowFinds, tableModules: readonly string[]): Follow {
  const seen = new Set<string>();

  const followBinding = (binding: Binding, kind: Kind, from: NodePath) => {
    const key = `${kind}:${binding.identifier.start}:${binding.identifier.name}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (kind === 'columns') found.columnBindings.add(binding);
    const node = binding.path.node;
    if (binding.path.parent.type === 'ImportDeclaration') {
      if (kind === 'columns' && importedFrom(binding, tableModules) === undefined) found.importedColumns.set(binding.identifier.name, from.node);
      return;
    }
    if (node.type === 'FunctionDeclaration') return;
    if (node.type === 'VariableDeclarator') {
      const init = child(binding.path, 'init');
      if (node.id.type === 'Identifier' && init.node) follow(init, kind);
      // `const [columns, setColumns] = useState(initial)`.
      const first = node.id.type === 'ArrayPattern' ? node.id.elements[0] : undefined;
      if (first?.type === 'Identifier' && first.name === binding.identifier.name && init.node && isHookCall(init.node, 'useState')) {
        follow(child(init, 'arguments.0'), kind);
      }
    }
    for (const violation of binding.constantViolations) {
      if (violation.node.type === 'AssignmentExpression' && violation.node.operator === '=') follow(child(violation, 'right'), kind);
    }
    if (kind !== 'columns') return;
    // `columns.push(column)`, `unshift`, `splice(at, count, …columns)`.
    for (const reference of binding.referencePaths) {
      const member = reference.parentPath;
      const call = member?.parentPath;
      if (member?.node.type !== 'MemberExpression' || member.node.object !== reference.node || call?.node.type !== 'CallExpression') continue;
      const method = member.node.property.type === 'Identifier' && !member.node.computed ? member.node.property.name : undefined;
      if (method === 'push' || method === 'unshift' || method === 'splice') {
        const args = children(call, 'arguments');
        for (const argument of method === 'splice' ? args.slice(2) : args) follow(argument, 'columns');
      }
    }
  };

  const followCall = (path: NodePath, kind: Kind) => {
    const node = path.node;
    if (node.type !== 'CallExpression') return;
    const callee = child(path, 'callee');
    for (const hook of COMPUTING_HOOKS) {
      if (!isHookCall(node, hook)) continue;
      const first = child(path, 'arguments.0');
      if (!first.node) return;
      if (first.isFunction()) for (const result of returnsOf(first)) follow(result, kind);
      else follow(first, kind);
      return;
    }
    if (callee.node.type === 'MemberExpression' && !callee.node.computed && callee.node.property.type === 'Identifier' && kind === 'columns') {
      const method = callee.node.property.name;
      if (method === 'map' || method === 'flatMap') {
        const mapper = child(path, 'arguments.0');
        if (mapper.node && mapper.isFunction()) for (const result of returnsOf(mapper)) follow(result, 'columns');
      }
      if (SAME_ITEMS.has(method) || method === 'map' || method === 'flatMap') follow(child(callee, 'object'), 'columns');
      if (method === 'concat') for (const argument of children(path, 'arguments')) follow(argument, 'columns');
      return;
    }
    // A local helper: what it returns flows where its call does.
    const target = calleeFunction(callee);
    if (target) for (const result of returnsOf(target)) follow(result, kind);
  };

  const followObject = (path: NodePath<ObjectExpression>, kind: Kind) => {
    if (kind === 'columns') found.columns.add(path.node);
    if (kind === 'expandable') found.expandable.add(path.node);
    for (const property of path.get('properties')) {
      if (property.isSpreadElement()) {
        follow(child(property, 'argument'), kind);
        continue;
      }
      if (!property.isObjectProperty()) continue;
      const name = propertyName(property.node);
      const value = child(property, 'value');
      if (kind === 'columns' && name === 'children') follow(value, 'columns');
      if (kind === 'props' && name === 'columns') follow(value, 'columns');
      if (kind === 'props' && name === 'expandable') follow(value, 'expandable');
    }
  };

  function follow(path: NodePath, kind: Kind): void {
    let current = path;
    while (
      current.node &&
      (current.isTSAsExpression() || current.isTSSatisfiesExpression() || current.isTSNonNullExpression() || current.isParenthesizedExpression())
    ) {
      current = child(current, 'expression');
    }
    const node = current.node;
    if (!node) return;
    const key = `${kind}@${node.start}:${node.end}:${node.type}`;
    if (seen.has(key)) return;
    seen.add(key);
    switch (node.type) {
      case 'ArrayExpression':
        if (kind !== 'columns') return;
        for (const element of children(current, 'elements')) {
          if (element.node) follow(element.isSpreadElement() ? child(element, 'argument') : element, 'columns');
        }
        return;
      case 'ObjectExpression':
        followObject(current as NodePath<ObjectExpression>, kind);
        return;
      case 'Identifier': {
        const binding = current.scope.getBinding(node.name);
        if (binding) followBinding(binding, kind, current);
        return;
      }
      case 'ConditionalExpression':
        follow(child(current, 'consequent'), kind);
        follow(child(current, 'alternate'), kind);
        return;
      case 'LogicalExpression':
        follow(child(current, 'left'), kind);
        follow(child(current, 'right'), kind);
        return;
      case 'CallExpression':
        followCall(current, kind);
        return;
      default:
        return;
    }
  }

  return follow;
}
