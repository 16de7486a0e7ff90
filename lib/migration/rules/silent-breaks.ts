import type { Node, TemplateLiteral } from '@babel/types';
import { DEFAULT_PREFIX, REMOVED_CLASSES } from '../class-changes';
import { sourceOf, startOf, type ScriptContext } from './context';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const REMOVED = REMOVED_CLASSES.map((c) => escape(c.suffix)).join('|');
/** A text part that goes on with a removed class after a computed prefix: `${prefixCls}-cell-fix-left`, `prefix + '-ping-right'`. */
const AFTER_PREFIX = new RegExp(`^-(?:${REMOVED})(?![\\w-])`);
/** A text part that ends where a computed side goes: `rc-table-cell-fix-${side}`, `ping-${side}`. */
const BEFORE_SIDE = /(?:^|[\s.'"`-])(?:cell-fix|ping|has-fix)-$/;

const shorten = (code: string) => (code.length > 80 ? `${code.slice(0, 77)}…` : code);

/** A class name built from parts, one of which is a 7.x class the rules cannot see whole. */
function buildsOldClass(context: ScriptContext, node: Node): boolean {
  if (node.type === 'TemplateLiteral') {
    const template = node as TemplateLiteral;
    return template.quasis.some((quasi, i) => {
      const text = quasi.value.cooked ?? quasi.value.raw;
      return (i > 0 && AFTER_PREFIX.test(text)) || (i < template.quasis.length - 1 && BEFORE_SIDE.test(text));
    });
  }
  if (node.type === 'BinaryExpression' && node.operator === '+') {
    const parent = context.index.parentOf(node);
    // Reported once, for the whole sum.
    if (parent?.type === 'BinaryExpression' && parent.operator === '+') return false;
    const parts: Node[] = [];
    const collect = (part: Node) => {
      if (part.type === 'BinaryExpression' && part.operator === '+') {
        collect(part.left);
        collect(part.right);
      } else parts.push(part);
    };
    collect(node);
    return parts.some(
      (part, i) =>
        part.type === 'StringLiteral' &&
        ((i > 0 && parts[i - 1].type !== 'StringLiteral' && AFTER_PREFIX.test(part.value)) ||
          (i < parts.length - 1 && parts[i + 1].type !== 'StringLiteral' && BEFORE_SIDE.test(part.value))),
    );
  }
  return false;
}

/** The table's stylesheet, on either line: `rc-table/assets/index.css`, `@rc-component/table/assets/index.less`. */
function importsTableStylesheet(context: ScriptContext): boolean {
  return [...context.specifiers].some((literal) =>
    [context.table.from, context.table.to].some((name) => literal.type === 'StringLiteral' && literal.value.startsWith(`${name}/assets/`)),
  );
}

/**
 * Breaks that 1.x brings without an error, which the rules cannot fix in this code: pinned columns with no
 * stylesheet (1.x pins only with it), class names put together at run time, a direct `@rc-component/context`
 * (1.x uses its 2.x, and two copies share no context), and what lives in other files.
 */
export function flagSilentBreaks(context: ScriptContext): void {
  const [firstPinned] = context.pinned;
  if (firstPinned && !importsTableStylesheet(context)) {
    context.report.warn(
      startOf(firstPinned),
      'stylesheet',
      'stylesheet-missing',
      { stylesheet: `${context.table.to}/assets/index.css` },
      `import '${context.table.to}/assets/index.css';`,
    );
  }
  let relative: Node | undefined;
  for (const node of context.index.nodes) {
    if (node.type === 'StringLiteral' && context.specifiers.has(node)) {
      if (node.value === '@rc-component/context' || node.value.startsWith('@rc-component/context/')) {
        context.report.warn(startOf(node), 'context', 'context-import', { from: node.value });
      }
      if (relative === undefined && /^\.\.?\//.test(node.value) && !/\.(?:css|less|s[ac]ss)$/.test(node.value)) relative = node;
    } else if (buildsOldClass(context, node)) {
      context.report.warn(startOf(node), 'class-name', 'class-built', { code: shorten(sourceOf(context, node)) });
    }
  }
  for (const [name, at] of context.flow.importedColumns) {
    const binding = context.paths.get(at)?.scope.getBinding(name);
    const declaration = binding?.path.parent;
    const from = declaration?.type === 'ImportDeclaration' ? declaration.source.value : name;
    context.report.warn(startOf(at), 'scope', 'columns-imported', { name, from });
  }
  if (context.flow.importedColumns.size === 0 && relative?.type === 'StringLiteral') {
    context.report.warn(startOf(relative), 'scope', 'other-files', { from: relative.value });
  }
}

/**
 * A table with its own `prefixCls`: 7.x's Cell wrote `position: sticky` into each pinned cell's inline style; 1.x's
 * (`@rc-component/table/es/Cell/index.js`, `fixedStyle`) writes only the inset and `--z-offset`, and its stylesheet's
 * `.rc-table-cell-fix { position: sticky }` names the default prefix. The reader's stylesheet must give their
 * prefix's cells the same, or the pinned columns scroll away. Said once, at the first custom prefix.
 */
export function flagPrefixSticky(context: ScriptContext, prefixes: readonly { prefix: string; at: Node }[]): void {
  const custom = prefixes.find((p) => p.prefix !== DEFAULT_PREFIX);
  if (!custom || !context.usesTable) return;
  const selector = `.${custom.prefix}-cell-fix`;
  context.report.warn(startOf(custom.at), 'stylesheet', 'prefix-sticky', { prefix: custom.prefix, selector }, `${selector} {\n  position: sticky;\n}`);
}
