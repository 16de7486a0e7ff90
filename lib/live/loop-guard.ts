import type { NodePath, PluginObj, types as BabelTypes } from '@babel/core';

/** How long one loop may run before its guard throws. */
export const LOOP_LIMIT_MS = 1000;

/** The name the compiled code calls to start a guard; the evaluator passes it in. */
export const LOOP_GUARD_NAME = '__liveLoopGuard';

export class LoopTimeoutError extends Error {
  constructor(line: number) {
    super(`A loop at line ${line} ran longer than ${LOOP_LIMIT_MS / 1000} s and was stopped; is it infinite?`);
    this.name = 'LoopTimeoutError';
  }
}

/**
 * Starts the guard of one loop run: the returned tick throws once the loop has run past the limit.
 * The clock is read only every 1024 iterations, so a guarded tight loop stays cheap.
 */
export function startLoopGuard(line: number, now: () => number = Date.now, limitMs = LOOP_LIMIT_MS): () => void {
  const started = now();
  let count = 0;
  return () => {
    count += 1;
    if ((count & 1023) === 0 && now() - started > limitMs) throw new LoopTimeoutError(line);
  };
}

/**
 * The guard starter one evaluated demo runs with. Once a loop of it has timed out, every later guard
 * throws at its first tick: React retries a failed render, and a dead demo should not cost another second.
 */
export function createLoopGuards(now: () => number = Date.now, limitMs = LOOP_LIMIT_MS): (line: number) => () => void {
  let tripped = false;
  return (line) => {
    const tick = startLoopGuard(line, now, limitMs);
    return () => {
      if (tripped) throw new LoopTimeoutError(line);
      try {
        tick();
      } catch (error) {
        tripped = true;
        throw error;
      }
    };
  };
}

type LoopPath = NodePath<BabelTypes.Loop>;

/**
 * Babel plugin: before every loop it starts a guard (`const _guard = __liveLoopGuard(line)`) and the
 * loop body begins with `_guard()`. A runaway loop (`while (true) {}`) then throws a clear error
 * instead of freezing the tab; the error is shown like any other error of the demo.
 */
export function loopGuardPlugin({ types: t }: { types: typeof BabelTypes }): PluginObj {
  // Inserting the guard can move a loop into a new block, which visits it again: guard each loop once.
  const guarded = new WeakSet<BabelTypes.Loop>();
  const guard = (path: LoopPath) => {
    if (guarded.has(path.node)) return;
    guarded.add(path.node);
    const body = path.get('body');
    const guardId = path.scope.generateUidIdentifier('loopGuard');
    const line = path.node.loc?.start.line ?? 0;
    const start = t.variableDeclaration('const', [t.variableDeclarator(guardId, t.callExpression(t.identifier(LOOP_GUARD_NAME), [t.numericLiteral(line)]))]);
    const tick = t.expressionStatement(t.callExpression(guardId, []));
    if (body.isBlockStatement()) body.unshiftContainer('body', tick);
    else body.replaceWith(t.blockStatement([tick, body.node]));
    // A labelled loop keeps its label: the guard goes before the label.
    const statement = path.parentPath.isLabeledStatement() ? path.parentPath : path;
    statement.insertBefore(start);
  };
  return {
    name: 'live-loop-guard',
    visitor: {
      Loop: { exit: guard },
    },
  };
}
