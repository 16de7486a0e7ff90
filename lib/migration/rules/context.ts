import type { NodePath } from '@babel/traverse';
import type { Node } from '@babel/types';
import type { NodeIndex } from '../ast';
import type { MovedPackage } from '../packages';
import type { Report } from '../report';
import type { TableFlow } from '../table-flow/trace';
import type { CodeOrigin } from '../origin';

/** What every script rule reads, and where it reports. */
export interface ScriptContext {
  code: string;
  /** The parsed code's nodes, in source order. */
  index: NodeIndex;
  /** Each node's path, with Babel's scopes: names resolve through them. */
  paths: ReadonlyMap<Node, NodePath>;
  /** What reaches the table in this code. */
  flow: TableFlow;
  /** Whose tables the code holds (`origin.ts`). */
  origin: CodeOrigin;
  /** Whether the reader chose to move `rc-tooltip` and its siblings to `@rc-component` too. */
  moveSiblings: boolean;
  /** `fixed` values that pin one of the table's columns (the stylesheet must be loaded for them). */
  pinned: Node[];
  /** How many `fixed` values were renamed: code reading them is renamed in step. */
  fixedRenamed: number;
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
