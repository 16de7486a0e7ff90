import type { Node } from '@babel/types';
import { literalString, propertyName } from '../ast';
import { rewriteClasses } from '../class-rewrite';
import { innerSpan, type ScriptContext } from './context';

/** Every `prefixCls="…"` (or `prefixCls: '…'`) the code sets, where it first sets it: its classes are renamed like `rc-table`'s. */
export function prefixesSet(context: Pick<ScriptContext, 'index'>): { prefix: string; at: Node }[] {
  const prefixes: { prefix: string; at: Node }[] = [];
  for (const node of context.index.nodes) {
    const value =
      node.type === 'JSXAttribute' && node.name.type === 'JSXIdentifier' && node.name.name === 'prefixCls'
        ? node.value?.type === 'StringLiteral'
          ? node.value.value
          : node.value?.type === 'JSXExpressionContainer' && node.value.expression.type !== 'JSXEmptyExpression'
            ? literalString(node.value.expression)
            : undefined
        : node.type === 'ObjectProperty' && propertyName(node) === 'prefixCls'
          ? literalString(node.value)
          : undefined;
    if (value && /^[\w-]+$/.test(value) && !prefixes.some((p) => p.prefix === value)) prefixes.push({ prefix: value, at: node });
  }
  return prefixes;
}

/**
 * The class-name rule in code: every string and template text that is not a module name (`className`
 * strings, selectors given to `querySelector`, styled-components' CSS) gets its old class names renamed.
 */
export function rewriteScriptClasses(context: ScriptContext): void {
  for (const node of context.index.nodes) {
    const parent = context.index.parentOf(node);
    if (node.type === 'StringLiteral') {
      if (context.specifiers.has(node)) continue;
      // An object key names no class, unless it is a selector of CSS-in-JS styles (`'.rc-table-ping-left &'`).
      if ((parent?.type === 'ObjectProperty' || parent?.type === 'ObjectMethod') && parent.key === node && !/[.&]/.test(node.value)) continue;
      // An import attribute names no class.
      if (parent?.type === 'ImportAttribute') continue;
    } else if (node.type !== 'TemplateElement') {
      continue;
    }
    const span = innerSpan(node);
    rewriteClasses(context.report, context.code.slice(span.start, span.end), span.start, context.classPrefixes);
  }
}
