import type { Node, ObjectExpression, ObjectMethod, ObjectProperty, SpreadElement } from '@babel/types';

/** Keys of a Babel node that hold positions or comments, never child nodes. */
const SKIP = new Set(['loc', 'start', 'end', 'extra', 'range', 'leadingComments', 'trailingComments', 'innerComments', 'comments', 'tokens', 'errors']);

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Every node of a parsed file once, in source order, with each node's parent. */
export interface NodeIndex {
  readonly nodes: readonly Node[];
  /** The node's parent, or the parent `levels` up. */
  parentOf(node: Node, levels?: number): Node | undefined;
}

/**
 * Lists the tree's nodes once, depth first in source order; the rules then scan the list, which stays linear
 * however many rules there are. Iterative, so deeply nested code cannot overflow the stack.
 */
export function indexNodes(root: Node): NodeIndex {
  const nodes: Node[] = [];
  const parents = new Map<Node, Node>();
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    nodes.push(node);
    const record = node as unknown as Record<string, unknown>;
    const children: Node[] = [];
    for (const key in record) {
      if (SKIP.has(key)) continue;
      const value = record[key];
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) children.push(item);
      } else if (isNode(value)) {
        children.push(value);
      }
    }
    for (let i = children.length - 1; i >= 0; i -= 1) {
      parents.set(children[i], node);
      stack.push(children[i]);
    }
  }
  return {
    nodes,
    parentOf(node, levels = 1) {
      let current: Node | undefined = node;
      for (let i = 0; i < levels && current; i += 1) current = parents.get(current);
      return current;
    },
  };
}

/** A property's name when it is written plainly (`fixed:`, `'fixed':`), not computed. */
export function propertyName(property: ObjectProperty | ObjectMethod | SpreadElement): string | undefined {
  if (property.type === 'SpreadElement' || property.computed) return undefined;
  const key = property.key;
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'StringLiteral') return key.value;
  return undefined;
}

/** The names of an object literal's plain properties. */
export function propertyNames(object: ObjectExpression): string[] {
  return object.properties.map(propertyName).filter((name): name is string => name !== undefined);
}

/** An expression without the wrappers that do not change its value: `x as const`, `x satisfies T`, `(x)`, `x!`. */
export function unwrap(expression: Node): Node {
  let current = expression;
  while (
    current.type === 'TSAsExpression' ||
    current.type === 'TSSatisfiesExpression' ||
    current.type === 'TSNonNullExpression' ||
    current.type === 'ParenthesizedExpression' ||
    current.type === 'TSTypeAssertion'
  ) {
    current = current.expression;
  }
  return current;
}

/** The string a literal holds: a string literal, or a template without expressions. */
export function literalString(node: Node): string | undefined {
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

/** `<Table.Column>` → `Table.Column`, `<Column>` → `Column`. */
export function jsxElementName(name: Node): string {
  if (name.type === 'JSXIdentifier') return name.name;
  if (name.type === 'JSXMemberExpression') return `${jsxElementName(name.object)}.${name.property.name}`;
  if (name.type === 'JSXNamespacedName') return `${name.namespace.name}:${name.name.name}`;
  return '';
}
