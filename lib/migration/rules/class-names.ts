import type { Node, TemplateLiteral } from '@babel/types';
import { literalString, propertyName } from '../ast';
import { rewriteClasses } from '../class-rewrite';
import { rewriteStylesheet } from '../stylesheet/rewrite';
import { Report } from '../report';
import { blank } from '../stylesheet/sheet';
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

/** The code up to a template's end, all but the template's text blanked (its `${…}` too): a stylesheet whose offsets are the code's. */
function templateAsSheet(code: string, template: TemplateLiteral): string {
  let sheet = '';
  let at = 0;
  for (const quasi of template.quasis) {
    const span = innerSpan(quasi);
    sheet += blank(code.slice(at, span.start)) + code.slice(span.start, span.end);
    at = span.end;
  }
  return sheet;
}

/**
 * The stylesheet rule's z-index findings for CSS-in-JS (`styled.div\`…\``, `css\`…\``): its class names are renamed
 * above, string by string, but how its z-indexes meet 1.x's pinned cells takes reading it as a stylesheet.
 */
export function flagTemplateZIndex(context: ScriptContext): void {
  for (const node of context.index.nodes) {
    if (node.type !== 'TaggedTemplateExpression' || !node.quasi.quasis.some((q) => q.value.raw.includes('z-index'))) continue;
    const sheet = new Report(context.code);
    rewriteStylesheet(sheet, templateAsSheet(context.code, node.quasi), [], false);
    for (const warning of sheet.warnings) if (warning.rule === 'z-index') context.report.warnings.push(warning);
  }
}
