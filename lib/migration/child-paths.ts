import type { NodePath } from '@babel/traverse';

/** What `child` and `children` read of a path: Babel's `get` by a key or a dotted key path. */
interface ByKey {
  get(key: string): unknown;
}

/**
 * A path's child by key (`'init'`, `'arguments.0'`, `'value.expression'`), as a path of any node. Babel types `get`
 * for each node type: called on a path whose node type is not narrowed, and cast, tsc resolved each call over every
 * node type, and the migration's flow analysis took 150 of the type check's 221 s.
 */
export function child(path: NodePath, key: string): NodePath {
  return (path as unknown as ByKey).get(key) as NodePath;
}

/** A path's list of children by key (`'arguments'`, `'elements'`), as paths of any node. */
export function children(path: NodePath, key: string): NodePath[] {
  return (path as unknown as ByKey).get(key) as NodePath[];
}
