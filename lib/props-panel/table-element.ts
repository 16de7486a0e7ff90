import { parse } from '@babel/parser';
import type { Expression, JSXAttribute, JSXOpeningElement, Node, ObjectExpression, Program } from '@babel/types';
import { LINES } from '../lines/lines';

/** A value a control can show and write: what a literal in the code says. */
export type Primitive = string | number | boolean;

/** Where a piece of the code is: offsets into the file's text. */
export interface Span {
  start: number;
  end: number;
}

/** A prop's (or an object field's) value as the code writes it. */
export type CodeValue =
  /** A literal: `bordered` (shorthand true), `direction="rtl"`, `showHeader={false}`, `y: 200`. */
  | ({ kind: 'literal'; value: Primitive; shorthand: boolean } & Span)
  /** An object literal whose fields are all plain keys: `scroll={{ x: 1200, y: 300 }}`. */
  | ({ kind: 'object'; fields: CodeField[] } & Span)
  /** Anything worked out when the code runs (a variable, a call, an object with a spread): shown, never overwritten. */
  | ({ kind: 'computed'; text: string } & Span);

/** One field of an object literal; its span covers `key: value`. */
export interface CodeField extends Span {
  name: string;
  value: CodeValue;
}

/** One prop on the element; its span covers `name={value}`. */
export interface CodeProp extends Span {
  name: string;
  value: CodeValue;
}

/** The demo's main table element, as its opening tag writes it. */
export interface TableElement {
  /** `Table` or `VirtualTable`: which API the props are read against. */
  component: 'Table' | 'VirtualTable';
  /** Where the tag's name (with type arguments, `Table<Row>`) ends: a prop is added after it or the last prop. */
  nameEnd: number;
  props: CodeProp[];
  /** Spread props (`{...rest}`) and their text: they may set any prop, so none can be read for sure. */
  spreads: Array<Span & { text: string }>;
}

/** Every line's table package: code pasted from either line names its own. */
const TABLE_PACKAGES: ReadonlySet<string> = new Set(LINES.map((line) => line.package));

/** The file as the live compiler reads it: TypeScript and JSX. Throws Babel's SyntaxError on code that does not parse. */
export function parseDemo(source: string): Program {
  return parse(source, { sourceType: 'module', plugins: ['jsx', 'typescript'], errorRecovery: false }).program;
}

/** The local names the file gives the table and its virtual table, from its imports of a table package. */
function tableNames(program: Program): Map<string, TableElement['component']> {
  const names = new Map<string, TableElement['component']>();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || !TABLE_PACKAGES.has(statement.source.value) || statement.importKind === 'type') continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportDefaultSpecifier') names.set(specifier.local.name, 'Table');
      if (specifier.type === 'ImportSpecifier' && specifier.importKind !== 'type') {
        const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
        if (imported === 'default' || imported === 'Table') names.set(specifier.local.name, 'Table');
        if (imported === 'VirtualTable') names.set(specifier.local.name, 'VirtualTable');
      }
    }
  }
  return names;
}

const span = (node: Node): Span => ({ start: node.start ?? 0, end: node.end ?? 0 });

function literalOf(node: Node): Primitive | undefined {
  switch (node.type) {
    case 'BooleanLiteral':
    case 'NumericLiteral':
    case 'StringLiteral':
      return node.value;
    case 'UnaryExpression':
      return node.operator === '-' && node.argument.type === 'NumericLiteral' ? -node.argument.value : undefined;
    case 'TemplateLiteral':
      return node.expressions.length === 0 ? (node.quasis[0]?.value.cooked ?? undefined) : undefined;
    default:
      return undefined;
  }
}

function objectValue(node: ObjectExpression, source: string): CodeValue {
  const fields: CodeField[] = [];
  for (const property of node.properties) {
    const key = property.type === 'ObjectProperty' && !property.computed ? property.key : undefined;
    const name = key?.type === 'Identifier' ? key.name : key?.type === 'StringLiteral' ? key.value : undefined;
    // A spread, a method or a computed key: the object is only known when the code runs. A shorthand (`{ render }`)
    // is a field whose value is a variable.
    if (property.type !== 'ObjectProperty' || name === undefined)
      return { kind: 'computed', text: source.slice(node.start ?? 0, node.end ?? 0), ...span(node) };
    fields.push({ name, value: expressionValue(property.value as Expression, source), ...span(property) });
  }
  return { kind: 'object', fields, ...span(node) };
}

function expressionValue(node: Expression, source: string): CodeValue {
  const literal = literalOf(node);
  if (literal !== undefined) return { kind: 'literal', value: literal, shorthand: false, ...span(node) };
  if (node.type === 'ObjectExpression') return objectValue(node, source);
  return { kind: 'computed', text: source.slice(node.start ?? 0, node.end ?? 0), ...span(node) };
}

function propValue(attribute: JSXAttribute, source: string): CodeValue {
  const { value } = attribute;
  if (value === null || value === undefined) return { kind: 'literal', value: true, shorthand: true, ...span(attribute) };
  if (value.type === 'StringLiteral') return { kind: 'literal', value: value.value, shorthand: false, ...span(value) };
  if (value.type === 'JSXExpressionContainer' && value.expression.type !== 'JSXEmptyExpression') return expressionValue(value.expression, source);
  return { kind: 'computed', text: source.slice(value.start ?? 0, value.end ?? 0), ...span(value) };
}

/** Visits every node below `node` in source order, stopping at the first for which `visit` returns a result. */
function find<T>(node: Node, visit: (node: Node) => T | undefined): T | undefined {
  const found = visit(node);
  if (found !== undefined) return found;
  for (const key of Object.keys(node) as Array<keyof Node>) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments' || key === 'innerComments') continue;
    const child: unknown = node[key];
    const children = Array.isArray(child) ? child : [child];
    for (const item of children) {
      if (item && typeof item === 'object' && typeof (item as Node).type === 'string') {
        const result = find(item as Node, visit);
        if (result !== undefined) return result;
      }
    }
  }
  return undefined;
}

/**
 * The demo's main table: the first `<Table>` (or `<VirtualTable>`) in the file's text, named as the file imports it
 * from either line's package. Undefined when the file renders none (a helper file, or a table built another way).
 */
export function findTableElement(source: string, program: Program = parseDemo(source)): TableElement | undefined {
  const names = tableNames(program);
  if (names.size === 0) return undefined;
  return find(program, (node) => {
    if (node.type !== 'JSXOpeningElement') return undefined;
    const opening = node as JSXOpeningElement;
    const component = opening.name.type === 'JSXIdentifier' ? names.get(opening.name.name) : undefined;
    if (!component) return undefined;
    const typeArguments = opening.typeArguments ?? opening.typeParameters;
    const props: CodeProp[] = [];
    const spreads: TableElement['spreads'] = [];
    for (const attribute of opening.attributes) {
      if (attribute.type === 'JSXSpreadAttribute') spreads.push({ text: source.slice(attribute.start ?? 0, attribute.end ?? 0), ...span(attribute) });
      else if (attribute.name.type === 'JSXIdentifier') props.push({ name: attribute.name.name, value: propValue(attribute, source), ...span(attribute) });
    }
    return { component, nameEnd: (typeArguments ?? opening.name).end ?? 0, props, spreads };
  });
}
