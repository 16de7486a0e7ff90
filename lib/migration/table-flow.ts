import type { Binding, NodePath } from '@babel/traverse';
import type { File, Node, ObjectExpression } from '@babel/types';
import { propertyName, unwrap } from './ast';
import { child, children } from './child-paths';
import { packagePath } from './packages';

/** Babel's `traverse`, passed in like the parser: the worker gives `@babel/standalone`'s copy. */
export type Traverse = (parent: File, options: { enter(path: NodePath): void }) => void;

/** The table's exports whose type, when code names it, says a value is columns or a column. */
const COLUMN_TYPES = new Set(['ColumnsType', 'ColumnType', 'ColumnGroupType']);
/** Types that say a value is the table's props. */
const PROPS_TYPES = new Set(['TableProps', 'VirtualTableProps']);
/** Exports that render a table, whose `columns`, `expandable` and spread props are the table's. */
const TABLE_COMPONENTS = new Set(['default', 'Table', 'VirtualTable']);
/** Exports that declare a column in JSX. */
const COLUMN_COMPONENTS = new Set(['Column', 'ColumnGroup']);
/** Array methods whose result holds the same columns as the array (or the arrays given to them). */
const SAME_ITEMS = new Set(['filter', 'slice', 'concat', 'sort', 'reverse', 'toSorted', 'toReversed', 'flat']);
/** Array methods whose callback gets each column first. */
const EACH_ITEM = new Set(['filter', 'map', 'flatMap', 'forEach', 'some', 'every', 'find', 'findIndex', 'findLast', 'findLastIndex', 'sort', 'toSorted']);
/** React hooks whose first argument computes the value they return. */
const COMPUTING_HOOKS = new Set(['useMemo', 'useState']);

type Kind = 'columns' | 'expandable' | 'props';

/** What reaches the table in one file: found by following values from where the table receives them, through names. */
export interface TableFlow {
  /** Object literals that are columns (or a column group) of a table. */
  columns: Set<ObjectExpression>;
  /** Object literals given as a table's `expandable`. */
  expandable: Set<ObjectExpression>;
  /** JSX elements of the table's own `Column` and `ColumnGroup`. */
  columnElements: Set<Node>;
  /** Variables that hold a table's columns (or one column): code reading them reads the table's `fixed`. */
  columnBindings: Set<Binding>;
  /** Variables holding a ref given to a table, and whether it is the virtual table's. */
  tableRefs: Map<Binding, boolean>;
  /** The same for refs the pasted code uses without declaring them (a fragment of a component). */
  undeclaredTableRefs: Map<string, boolean>;
  /** Local names imported from another module that flow into a table's columns (`import { columns } from './columns'`). */
  importedColumns: Map<string, Node>;
  /** Whether an expression surely holds one of the table's columns: `col` of `columns.filter((col) => …)`, `columns[0]`. */
  isColumnValue(path: NodePath): boolean;
}

/** Whether a binding is an import from one of `modules` (or a path inside one), with the export it imports. */
function importedFrom(binding: Binding | undefined, modules: readonly string[]): string | undefined {
  // Babel binds type-only imports as `unknown`, others as `module`.
  if (binding?.kind !== 'module' && binding?.kind !== 'unknown') return undefined;
  const specifier = binding.path.node;
  const declaration = binding.path.parent;
  if (declaration.type !== 'ImportDeclaration') return undefined;
  const source = declaration.source.value;
  if (!modules.some((name) => packagePath(source, name) !== undefined)) return undefined;
  if (specifier.type === 'ImportDefaultSpecifier') return 'default';
  if (specifier.type === 'ImportNamespaceSpecifier') return '*';
  if (specifier.type === 'ImportSpecifier') return specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
  return undefined;
}

/** Every path of a parsed file by its node, with the scopes Babel computed: the rules look names up through them. */
export function pathsOf(traverse: Traverse, file: File): Map<Node, NodePath> {
  const paths = new Map<Node, NodePath>();
  traverse(file, {
    enter(path) {
      paths.set(path.node, path);
    },
  });
  return paths;
}

/**
 * Follows values into the table: from each table element's `columns`, `expandable` and spread props, from
 * values typed with the table's column or props types, and from the table's own `<Column>` elements, back
 * through variables, assignments, `push`, spreads, conditions, array methods, `useMemo`/`useState` and local
 * helper functions, to the object literals that hold the columns. A value from a function's parameter or from
 * another file is not followed: those are not this file's to say.
 */
export function traceTableFlow(paths: ReadonlyMap<Node, NodePath>, tableModules: readonly string[]): TableFlow {
  const flow: TableFlow = {
    columns: new Set(),
    expandable: new Set(),
    columnElements: new Set(),
    columnBindings: new Set(),
    tableRefs: new Map(),
    undeclaredTableRefs: new Map(),
    importedColumns: new Map(),
    isColumnValue: (path) => isColumnValue(path),
  };
  const seen = new Set<string>();

  /** The table's export a name refers to: `Table`, `default`, `Column`; members of the default (`Table.Column`) too. */
  const tableExport = (path: NodePath, name: Node): string | undefined => {
    if (name.type === 'JSXIdentifier' || name.type === 'Identifier') {
      const binding = path.scope.getBinding(name.name);
      const imported = importedFrom(binding, tableModules);
      if (imported) return imported;
      // `const { Column } = Table;` and `const StyledTable = styled(Table)…`.
      if (binding?.path.node.type === 'VariableDeclarator' && binding.path.node.init) {
        const declarator = binding.path.node;
        const init = declarator.init ? unwrap(declarator.init) : undefined;
        if (declarator.id.type === 'ObjectPattern' && init && (init.type === 'Identifier' || init.type === 'MemberExpression')) {
          const from = tableExport(binding.path, init);
          const property = declarator.id.properties.find((p) => p.type === 'ObjectProperty' && p.value.type === 'Identifier' && p.value.name === name.name);
          const key = property?.type === 'ObjectProperty' ? propertyName(property) : undefined;
          return from !== undefined && key !== undefined && TABLE_COMPONENTS.has(from) ? key : undefined;
        }
        if (declarator.id.type === 'Identifier' && init && wrapsTable(binding.path, init)) return 'Table';
      }
      return undefined;
    }
    if (name.type === 'JSXMemberExpression' || name.type === 'MemberExpression') {
      const object = name.object;
      const property = name.property;
      const from = tableExport(path, object);
      const key = property.type === 'Identifier' || property.type === 'JSXIdentifier' ? property.name : undefined;
      if (from === '*') return key;
      return from !== undefined && TABLE_COMPONENTS.has(from) && key !== undefined && COLUMN_COMPONENTS.has(key) ? key : undefined;
    }
    return undefined;
  };

  /** `styled(Table)`, `styled(Table)\`…\``, `memo(Table)`: a component that renders the table with the props it gets. */
  const wrapsTable = (path: NodePath, init: Node): boolean => {
    const node = init.type === 'TaggedTemplateExpression' ? init.tag : init;
    if (node.type !== 'CallExpression') return false;
    return node.arguments.some((argument) => {
      const exported = argument.type === 'Identifier' || argument.type === 'MemberExpression' ? tableExport(path, argument) : undefined;
      return exported !== undefined && TABLE_COMPONENTS.has(exported);
    });
  };

  /** The table's type a type annotation names (`ColumnsType<T>`, `ColumnType<T>[]`, `TableProps<T>['columns']`). */
  const typeKind = (path: NodePath, type: Node | null | undefined): Kind | undefined => {
    if (!type) return undefined;
    if (type.type === 'TSTypeAnnotation') return typeKind(path, type.typeAnnotation);
    if (type.type === 'TSArrayType') return typeKind(path, type.elementType) === 'columns' ? 'columns' : undefined;
    if (type.type === 'TSIndexedAccessType') {
      const index = type.indexType;
      const key = index.type === 'TSLiteralType' && index.literal.type === 'StringLiteral' ? index.literal.value : undefined;
      if (typeKind(path, type.objectType) !== 'props') return undefined;
      return key === 'columns' ? 'columns' : key === 'expandable' ? 'expandable' : undefined;
    }
    if (type.type === 'TSTypeReference' && type.typeName.type === 'Identifier' && type.typeName.name === 'Array') {
      const [item] = type.typeParameters?.params ?? [];
      return typeKind(path, item) === 'columns' ? 'columns' : undefined;
    }
    if (type.type === 'TSTypeReference') {
      let name = type.typeName;
      while (name.type === 'TSQualifiedName') name = name.left;
      if (name.type !== 'Identifier') return undefined;
      const imported = importedFrom(path.scope.getBinding(name.name), tableModules);
      const exported = imported === '*' && type.typeName.type === 'TSQualifiedName' ? type.typeName.right.name : imported;
      if (exported === undefined) return undefined;
      if (COLUMN_TYPES.has(exported)) return 'columns';
      if (PROPS_TYPES.has(exported)) return 'props';
      if (exported === 'ExpandableConfig') return 'expandable';
    }
    return undefined;
  };

  /** What a function returns: its arrow body, or each `return` not inside a nested function. */
  const returnsOf = (fn: NodePath): NodePath[] => {
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
  };

  const followBinding = (binding: Binding, kind: Kind, from: NodePath) => {
    const key = `${kind}:${binding.identifier.start}:${binding.identifier.name}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (kind === 'columns') flow.columnBindings.add(binding);
    const node = binding.path.node;
    if (binding.path.parent.type === 'ImportDeclaration') {
      if (kind === 'columns' && importedFrom(binding, tableModules) === undefined) flow.importedColumns.set(binding.identifier.name, from.node);
      return;
    }
    if (node.type === 'VariableDeclarator') {
      const init = child(binding.path, 'init');
      if (node.id.type === 'Identifier' && init.node) follow(init, kind);
      // `const [columns, setColumns] = useState(initial)`.
      if (node.id.type === 'ArrayPattern' && node.id.elements[0]?.type === 'Identifier' && node.id.elements[0].name === binding.identifier.name) {
        if (init.node && isHookCall(init.node, 'useState')) follow(child(init, 'arguments.0'), kind);
      }
    } else if (node.type === 'FunctionDeclaration') {
      return;
    }
    for (const violation of binding.constantViolations) {
      if (violation.node.type === 'AssignmentExpression' && violation.node.operator === '=') follow(child(violation, 'right'), kind);
    }
    for (const reference of binding.referencePaths) {
      const member = reference.parentPath;
      const call = member?.parentPath;
      if (kind !== 'columns' || member?.node.type !== 'MemberExpression' || member.node.object !== reference.node || call?.node.type !== 'CallExpression')
        continue;
      const method = member.node.property.type === 'Identifier' && !member.node.computed ? member.node.property.name : undefined;
      if (method === 'push' || method === 'unshift' || method === 'splice') {
        const args = children(call, 'arguments');
        for (const argument of method === 'splice' ? args.slice(2) : args) follow(argument, 'columns');
      }
    }
  };

  const isHookCall = (node: Node, hook: string): boolean => {
    if (node.type !== 'CallExpression') return false;
    const callee = node.callee;
    if (callee.type === 'Identifier') return callee.name === hook;
    return callee.type === 'MemberExpression' && callee.property.type === 'Identifier' && callee.property.name === hook;
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

  /** The function a callee names, when this file declares it. */
  const calleeFunction = (callee: NodePath): NodePath | undefined => {
    if (callee.node.type !== 'Identifier') return undefined;
    const binding = callee.scope.getBinding(callee.node.name);
    if (!binding) return undefined;
    if (binding.path.isFunctionDeclaration()) return binding.path;
    if (binding.path.isVariableDeclarator()) {
      const init = child(binding.path, 'init');
      if (init.node && init.isFunction()) return init;
    }
    return undefined;
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
          if (!element.node) continue;
          follow(element.isSpreadElement() ? child(element, 'argument') : element, 'columns');
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

  function followObject(path: NodePath<ObjectExpression>, kind: Kind): void {
    const object = path.node;
    if (kind === 'columns') flow.columns.add(object);
    if (kind === 'expandable') flow.expandable.add(object);
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
  }

  const annotatedKind = (path: NodePath): Kind | undefined => {
    const node = path.node;
    if (node.type === 'Identifier') return typeKind(path, node.typeAnnotation);
    return undefined;
  };

  for (const [node, path] of paths) {
    if (node.type === 'JSXOpeningElement') {
      const exported = tableExport(path, node.name);
      if (exported === undefined) continue;
      if (COLUMN_COMPONENTS.has(exported)) {
        flow.columnElements.add(node);
        continue;
      }
      if (!TABLE_COMPONENTS.has(exported)) continue;
      for (const attribute of children(path, 'attributes')) {
        const attr = attribute.node;
        if (attr.type === 'JSXSpreadAttribute') {
          follow(child(attribute, 'argument'), 'props');
          continue;
        }
        if (attr.type !== 'JSXAttribute' || attr.name.type !== 'JSXIdentifier' || attr.value?.type !== 'JSXExpressionContainer') continue;
        const value = child(attribute, 'value.expression');
        if (attr.name.name === 'columns') follow(value, 'columns');
        else if (attr.name.name === 'expandable') follow(value, 'expandable');
        else if (attr.name.name === 'ref') {
          const base = refBase(value.node);
          const binding = base ? value.scope.getBinding(base) : undefined;
          if (binding) flow.tableRefs.set(binding, exported === 'VirtualTable');
          else if (base) flow.undeclaredTableRefs.set(base, exported === 'VirtualTable');
        }
      }
    } else if (node.type === 'VariableDeclarator' && node.init) {
      const kind = annotatedKind(child(path, 'id'));
      if (kind) follow(child(path, 'init'), kind);
    } else if ((node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression') && node.expression.type !== 'Identifier') {
      const kind = typeKind(path, node.typeAnnotation);
      if (kind) follow(child(path, 'expression'), kind);
    } else if (path.isFunction() && 'returnType' in node && node.returnType) {
      const kind = typeKind(path, node.returnType);
      if (kind) for (const result of returnsOf(path)) follow(result, kind);
    } else if (node.type === 'ClassProperty' && node.value && node.key.type === 'Identifier' && node.key.name === 'columns') {
      // Class components keep columns on the instance (`columns = [...]`, read as `this.columns`).
      follow(child(path, 'value'), 'columns');
    }
  }

  /** `columns`, `props.columns`, `this.columns`, `columns.filter(…)`: an expression holding the table's columns. */
  function isColumnsSource(path: NodePath): boolean {
    const node = unwrap(path.node);
    if (node.type === 'Identifier') {
      const binding = path.scope.getBinding(node.name);
      return binding !== undefined && flow.columnBindings.has(binding);
    }
    if (node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression') {
      return !node.computed && node.property.type === 'Identifier' && node.property.name === 'columns';
    }
    if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && node.callee.property.type === 'Identifier') {
      return SAME_ITEMS.has(node.callee.property.name) && isColumnsSource(child(path, 'callee.object'));
    }
    return false;
  }

  function isColumnValue(path: NodePath): boolean {
    const node = unwrap(path.node);
    if (node.type === 'MemberExpression' && node.computed) return isColumnsSource(child(path, 'object'));
    if (node.type !== 'Identifier') return false;
    const binding = path.scope.getBinding(node.name);
    if (!binding) return false;
    if (flow.columnBindings.has(binding)) return true;
    const declared = binding.path;
    if (binding.kind === 'param') {
      if (typeKind(declared, 'typeAnnotation' in declared.node ? declared.node.typeAnnotation : undefined) === 'columns') return true;
      const fn = declared.parentPath;
      const call = fn?.parentPath;
      if (!fn?.isFunction() || !call?.isCallExpression() || call.node.arguments[0] !== fn.node) return false;
      const callee = child(call, 'callee');
      if (!callee.isMemberExpression() || callee.node.computed || callee.node.property.type !== 'Identifier') return false;
      const method = callee.node.property.name;
      const position = fn.node.params.indexOf(declared.node as (typeof fn.node.params)[number]);
      const itemPosition = method === 'reduce' || method === 'reduceRight' ? 1 : EACH_ITEM.has(method) ? 0 : -1;
      return position === itemPosition && isColumnsSource(child(callee, 'object'));
    }
    if (declared.isVariableDeclarator()) {
      const declaration = declared.parentPath;
      const loop = declaration?.parentPath;
      // `for (const column of columns)`.
      if (loop?.isForOfStatement() && loop.node.left === declaration?.node) return isColumnsSource(child(loop, 'right'));
      const init = child(declared, 'init');
      if (!init.node) return false;
      if (declared.node.id.type === 'Identifier') {
        const value = unwrap(init.node);
        if (value.type === 'CallExpression' && value.callee.type === 'MemberExpression' && value.callee.property.type === 'Identifier') {
          return ['find', 'findLast', 'at'].includes(value.callee.property.name) && isColumnsSource(child(init, 'callee.object'));
        }
        return isColumnValue(init);
      }
      // `const { fixed } = column`: the names destructured from a column.
      if (declared.node.id.type === 'ObjectPattern') return isColumnValue(init);
    }
    return false;
  }

  return flow;
}

/** The variable a ref expression starts from: `tableRef` of `tableRef`, `refs.table`. */
function refBase(node: Node): string | undefined {
  let current: Node = node;
  while (current.type === 'MemberExpression') current = current.object;
  return current.type === 'Identifier' ? current.name : undefined;
}
