import type { NodePath } from '@babel/traverse';
import { child } from '../child-paths';
import type { Node } from '@babel/types';
import { literalString, unwrap } from '../ast';
import { FIXED_VALUES } from './fixed';
import { innerSpan, sourceOf, startOf, type ScriptContext } from './context';

const COMPARISONS = new Set(['===', '!==', '==', '!=']);

/** A side literal (`'left'`, `` `right` ``) and what it becomes. */
function side(node: Node): { from: string; to: string } | undefined {
  const from = literalString(unwrap(node));
  const to = from === undefined ? undefined : FIXED_VALUES[from];
  return from !== undefined && to !== undefined ? { from, to } : undefined;
}

const spanOf = (node: Node) => {
  const literal = unwrap(node);
  return literal.type === 'TemplateLiteral' ? innerSpan(literal.quasis[0]) : innerSpan(literal);
};

/**
 * Whether an expression reads a `fixed` value, and whether it surely reads the table's: `column.fixed` where
 * `column` holds one of the table's columns, or a `fixed` destructured from one.
 */
function readsFixed(context: ScriptContext, path: NodePath): 'table' | 'unsure' | undefined {
  const node = unwrap(path.node);
  if ((node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression') && !node.computed) {
    if (node.property.type !== 'Identifier' || node.property.name !== 'fixed') return undefined;
    const object = context.paths.get(node.object);
    return object && context.flow.isColumnValue(object) ? 'table' : 'unsure';
  }
  if (node.type === 'Identifier' && node.name === 'fixed') {
    const identifier = context.paths.get(node);
    return identifier && context.flow.isColumnValue(identifier) ? 'table' : 'unsure';
  }
  return undefined;
}

/** Renames each side literal in `literals` that a table read is compared with, or lists it when unsure. */
function settle(context: ScriptContext, reader: 'table' | 'unsure', literals: readonly Node[], at: Node): void {
  const sides = literals.flatMap((literal) => {
    const found = side(literal);
    return found ? [{ literal, ...found }] : [];
  });
  if (sides.length === 0) return;
  if (reader === 'unsure') {
    // Unsure whose `fixed` it is: a word only where this file did rename the table's, and the two may now disagree.
    if (context.fixedRenamed > 0) context.report.warn(startOf(at), 'fixed', 'fixed-reader-unsure', { code: sourceOf(context, at) });
    return;
  }
  for (const { literal, from, to } of sides) {
    context.report.change({ ...spanOf(literal), text: to }, 'fixed', 'fixed-reader-renamed', { from, to, code: sourceOf(context, at) });
  }
}

/** The side literals of a `fixed` property's declared type (`fixed?: 'left' | 'right'`), through local type aliases. */
function typeLiterals(context: ScriptContext, type: Node, seen: Set<Node>): Node[] {
  if (seen.has(type)) return [];
  seen.add(type);
  switch (type.type) {
    case 'TSTypeAnnotation':
      return typeLiterals(context, type.typeAnnotation, seen);
    case 'TSUnionType':
      return type.types.flatMap((member) => typeLiterals(context, member, seen));
    case 'TSParenthesizedType':
      return typeLiterals(context, type.typeAnnotation, seen);
    case 'TSLiteralType':
      return type.literal.type === 'StringLiteral' && side(type.literal) ? [type.literal] : [];
    case 'TSTypeReference': {
      if (type.typeName.type !== 'Identifier') return [];
      // Babel's scopes hold no types: the alias is this file's own declaration of that name, if any.
      const name = type.typeName.name;
      const declared = context.index.nodes.find((node) => node.type === 'TSTypeAliasDeclaration' && node.id.name === name);
      return declared?.type === 'TSTypeAliasDeclaration' ? typeLiterals(context, declared.typeAnnotation, seen) : [];
    }
    default:
      return [];
  }
}

/**
 * Keeps code consistent with the renamed values: where this file's `fixed` became `'start'`/`'end'`, the code
 * that reads the table's `fixed` (comparisons, `switch` cases, `[…].includes`) and the user's own types of a
 * `fixed` property are renamed in step. A read this file cannot tie to the table's columns is listed, not renamed.
 */
export function rewriteFixedReaders(context: ScriptContext): void {
  // A type alias named by several `fixed` properties is renamed once.
  const renamedTypes = new Set<Node>();
  for (const node of context.index.nodes) {
    const path = context.paths.get(node);
    if (!path) continue;
    if (node.type === 'BinaryExpression' && COMPARISONS.has(node.operator)) {
      const left = readsFixed(context, child(path, 'left'));
      const right = readsFixed(context, child(path, 'right'));
      if (left) settle(context, left, [node.right], node);
      else if (right) settle(context, right, [node.left], node);
    } else if (node.type === 'SwitchStatement') {
      const reader = readsFixed(context, child(path, 'discriminant'));
      if (!reader) continue;
      for (const item of node.cases) if (item.test) settle(context, reader, [item.test], item);
    } else if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && node.callee.property.type === 'Identifier') {
      if (!['includes', 'indexOf'].includes(node.callee.property.name)) continue;
      const list = unwrap(node.callee.object);
      const [argument] = node.arguments;
      if (list.type !== 'ArrayExpression' || !argument) continue;
      const reader = readsFixed(context, child(path, 'arguments.0'));
      if (reader)
        settle(
          context,
          reader,
          list.elements.filter((element): element is NonNullable<typeof element> => element !== null),
          node,
        );
    } else if (node.type === 'TSPropertySignature' && !node.computed && node.key.type === 'Identifier' && node.key.name === 'fixed') {
      if (context.fixedRenamed === 0 || !node.typeAnnotation) continue;
      for (const literal of typeLiterals(context, node.typeAnnotation, new Set())) {
        const found = side(literal);
        if (!found || renamedTypes.has(literal)) continue;
        renamedTypes.add(literal);
        context.report.change({ ...spanOf(literal), text: found.to }, 'fixed', 'fixed-type-renamed', found);
      }
    }
  }
}
