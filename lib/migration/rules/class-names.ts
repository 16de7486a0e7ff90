import type { Node, TemplateLiteral } from '@babel/types';
import { literalString, propertyName } from '../ast';
import { rewriteClasses, type Span } from '../class-rewrite';
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

/** The templates of CSS-in-JS (`styled.div\`…\``, `css\`…\``, `createGlobalStyle\`…\``): tagged, and holding CSS rules. */
function cssTemplates(context: ScriptContext): TemplateLiteral[] {
  return context.index.nodes.flatMap((node) =>
    node.type === 'TaggedTemplateExpression' && CSS_RULE.test(node.quasi.quasis.map((quasi) => quasi.value.raw).join(' ')) ? [node.quasi] : [],
  );
}

/** A selector and its `{ … }` block. */
const CSS_RULE = /[^{};\s][^{};]*\{[^{}]*\}/;

/**
 * The class-name rule in code: every string and template text that is not a module name (`className`
 * strings, selectors given to `querySelector`, styles' selectors in objects) gets its old class names renamed.
 * CSS-in-JS templates are left to `rewriteTemplateStylesheets`.
 */
export function rewriteScriptClasses(context: ScriptContext): void {
  const templates = new Set<Node>(cssTemplates(context));
  for (const node of context.index.nodes) {
    const parent = context.index.parentOf(node);
    if (node.type === 'StringLiteral') {
      if (context.specifiers.has(node)) continue;
      // An object key names no class, unless it is a selector of CSS-in-JS styles (`'.rc-table-ping-left &'`).
      if ((parent?.type === 'ObjectProperty' || parent?.type === 'ObjectMethod') && parent.key === node && !/[.&]/.test(node.value)) continue;
      // An import attribute names no class.
      if (parent?.type === 'ImportAttribute') continue;
    } else if (node.type !== 'TemplateElement' || (parent !== undefined && templates.has(parent))) {
      continue;
    }
    const span = innerSpan(node);
    rewriteClasses(context.report, context.code.slice(span.start, span.end), span.start, context.classPrefixes);
  }
}

/**
 * The code up to a template's end as a stylesheet whose offsets are the code's: all but the template blanked, and
 * where its `${…}` are, which the stylesheet reads as unknown.
 */
function templateAsSheet(code: string, template: TemplateLiteral): { sheet: string; unknown: Span[] } {
  const spans = template.quasis.map(innerSpan);
  const unknown = spans.slice(1).map((span, index) => ({ start: spans[index].end, end: span.start }));
  return { sheet: blank(code.slice(0, spans[0].start)) + code.slice(spans[0].start, spans.at(-1)?.end), unknown };
}

/**
 * CSS-in-JS templates, rewritten as the stylesheets they are: read with their nesting (`&::after` under a pinned
 * cell's class, `.rc-table-rtl &`), so they get every finding a stylesheet gets: the renames by each selector's
 * direction, the shadow's `::after`, the z-indexes that meet 1.x's pinned cells, the renamed selectors that meet one the
 * template already has. A template PostCSS cannot read gets the class-name rule of any other text in code.
 */
export function rewriteTemplateStylesheets(context: ScriptContext): void {
  for (const template of cssTemplates(context)) {
    const sheet = new Report(context.code);
    const { sheet: css, unknown } = templateAsSheet(context.code, template);
    if (rewriteStylesheet(sheet, css, { moves: [], moveSiblings: false, prefixes: context.classPrefixes, unknown })) {
      // CSS-in-JS that PostCSS cannot read (a `${…}` standing for a selector's end): each text between them is renamed alone.
      for (const quasi of template.quasis) {
        const span = innerSpan(quasi);
        rewriteClasses(context.report, context.code.slice(span.start, span.end), span.start, context.classPrefixes);
      }
      continue;
    }
    context.report.edits.push(...sheet.edits);
    context.report.changes.push(...sheet.changes);
    context.report.warnings.push(...sheet.warnings);
  }
}
