import type { Binding, NodePath } from '@babel/traverse';
import { unwrap } from '../ast';
import { child } from '../child-paths';
import { EACH_ITEM, SAME_ITEMS } from './array-methods';
import { typeKind } from './kinds';

/**
 * A test of whether an expression surely holds one of the table's columns, given the variables found to hold its
 * columns: `col` of `columns.filter((col) => …)`, `columns[0]`, `for (const column of columns)`,
 * `columns.find(…)`, `const { fixed } = column`, a parameter typed `ColumnType<T>`.
 */
export function columnValueTest(columnBindings: ReadonlySet<Binding>, tableModules: readonly string[]): (path: NodePath) => boolean {
  /** `columns`, `props.columns`, `this.columns`, `columns.filter(…)`: an expression holding the table's columns. */
  function isColumnsSource(path: NodePath): boolean {
    const node = unwrap(path.node);
    if (node.type === 'Identifier') {
      const binding = path.scope.getBinding(node.name);
      return binding !== undefined && columnBindings.has(binding);
    }
    if (node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression') {
      return !node.computed && node.property.type === 'Identifier' && node.property.name === 'columns';
    }
    if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && node.callee.property.type === 'Identifier') {
      return SAME_ITEMS.has(node.callee.property.name) && isColumnsSource(child(path, 'callee.object'));
    }
    return false;
  }

  /** A parameter that is the item an array method's callback gets, of an array holding the columns. */
  function isItemParameter(declared: NodePath): boolean {
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

  function isColumnValue(path: NodePath): boolean {
    const node = unwrap(path.node);
    if (node.type === 'MemberExpression' && node.computed) return isColumnsSource(child(path, 'object'));
    if (node.type !== 'Identifier') return false;
    const binding = path.scope.getBinding(node.name);
    if (!binding) return false;
    if (columnBindings.has(binding)) return true;
    const declared = binding.path;
    if (binding.kind === 'param') {
      const annotation = 'typeAnnotation' in declared.node ? declared.node.typeAnnotation : undefined;
      return typeKind(declared, annotation, tableModules) === 'columns' || isItemParameter(declared);
    }
    if (!declared.isVariableDeclarator()) return false;
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
    return declared.node.id.type === 'ObjectPattern' && isColumnValue(init);
  }

  return isColumnValue;
}
