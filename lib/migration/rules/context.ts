import type { Node } from '@babel/types';
import type { NodeIndex } from '../ast';
import type { MovedPackage } from '../packages';
import type { Report } from '../report';

/** What every script rule reads, and where it reports. */
export interface ScriptContext {
  code: string;
  /** The parsed code's nodes, in source order. */
  index: NodeIndex;
  report: Report;
  moves: readonly MovedPackage[];
  /** The table's package on each line (`rc-table`, `@rc-component/table`). */
  table: { from: string; to: string };
  /** Whether the code imports (or requires) the table from either line: then `fixed`, `expandIcon` and `scrollTo` are surely its. */
  usesTable: boolean;
  /** Class prefixes to rename: `rc-table`, plus every `prefixCls` the code sets. */
  classPrefixes: string[];
  /** String literals that name modules: the import rule owns them, the class rule leaves them alone. */
  specifiers: Set<Node>;
  /** The modules the migrated code imports at run time, in source order. */
  runtimeImports: string[];
}

/** The part of a string literal between its quotes, or a template's text part: what a rule may rewrite. */
export function innerSpan(node: Node): { start: number; end: number } {
  if (node.start == null || node.end == null) throw new Error(`the parser gave no position for a ${node.type} node`);
  return node.type === 'StringLiteral' ? { start: node.start + 1, end: node.end - 1 } : { start: node.start, end: node.end };
}

/** A node's start offset. */
export function startOf(node: Node): number {
  if (node.start == null) throw new Error(`the parser gave no position for a ${node.type} node`);
  return node.start;
}

/** A node's source text. */
export function sourceOf(context: ScriptContext, node: Node): string {
  return context.code.slice(startOf(node), node.end ?? startOf(node));
}
