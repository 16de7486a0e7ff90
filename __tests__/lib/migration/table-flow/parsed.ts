import type { NodePath } from '@babel/traverse';
import type { Node } from '@babel/types';
import { parseScript } from '@/lib/migration/parse';
import { pathsOf } from '@/lib/migration/table-flow/trace';
import { babel } from '../run';

/** The modules whose exports are the table, as the migration passes them. */
export const TABLE_MODULES = ['rc-table', '@rc-component/table'];

/** Code parsed as the assistant parses it, with a way to pick its paths. */
export function parsed(...lines: string[]) {
  const result = parseScript(babel.parse, lines.join('\n'));
  if (!result.ok) throw new Error(result.error.message);
  const paths = [...pathsOf(babel.traverse, result.ast).values()];
  /** The `nth` path (from 0) whose node passes `test`. */
  const find = (test: (node: Node) => boolean, nth = 0): NodePath => {
    const found = paths.filter((path) => test(path.node))[nth];
    if (!found) throw new Error(`no node #${nth} of that kind`);
    return found;
  };
  return {
    find,
    /** The `nth` identifier (or JSX name) spelled `name`, in source order. */
    name: (name: string, nth = 0) => find((node) => (node.type === 'Identifier' || node.type === 'JSXIdentifier') && node.name === name, nth),
  };
}
