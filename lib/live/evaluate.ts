import type { ComponentType } from 'react';
import { createLoopGuards, LOOP_GUARD_NAME } from './loop-guard';
import { ModuleNotFoundError, type ModuleExports } from './module-shim';

/** The name an evaluated file carries in stack traces, so the demo's errors can be told from the page's. */
export function liveSourceUrl(demoId: string, file = 'index.tsx'): string {
  return `live-demo/${demoId}/${file}`;
}

export class NoDefaultExportError extends Error {
  constructor() {
    super('The demo must default-export a React component');
    this.name = 'NoDefaultExportError';
  }
}

/** One module of a linked live demo: a compiled file to run, or exports ready to hand out. */
export type LinkedModule = { kind: 'code'; code: string; requires: Readonly<Record<string, string>> } | { kind: 'value'; exports: ModuleExports };

/** A live demo ready to run: its modules by id (a file's id is its name), each file's imports mapped to ids. */
export type LinkedDemo = Readonly<Record<string, LinkedModule>>;

/**
 * Runs a linked demo from its entry file, CommonJS-style: each file runs once, on its first `require`, with
 * the loop guard; a cycle sees the exports filled so far, as in Node. Returns the entry's default export.
 * Throws what a module body throws (including a loop guard's timeout).
 */
export function evaluateDemo(demo: LinkedDemo, entry: string, demoId: string): ComponentType {
  const evaluated = new Map<string, { exports: ModuleExports }>();
  const guards = createLoopGuards();
  const load = (id: string): ModuleExports => {
    const done = evaluated.get(id);
    if (done) return done.exports;
    const linked = demo[id];
    if (!linked) throw new ModuleNotFoundError(id);
    if (linked.kind === 'value') return linked.exports;
    const record = { exports: {} as ModuleExports };
    evaluated.set(id, record);
    const require = (specifier: string) => {
      const target = linked.requires[specifier];
      if (target === undefined) throw new ModuleNotFoundError(specifier);
      return load(target);
    };
    // The Function constructor is the point: the visitor's edited code has to run in the page.
    const run = new Function('require', 'module', 'exports', LOOP_GUARD_NAME, `${linked.code}\n//# sourceURL=${liveSourceUrl(demoId, id)}`);
    run(require, record, record.exports, guards);
    return record.exports;
  };
  const exported = load(entry).default;
  if (typeof exported !== 'function' && !(exported !== null && typeof exported === 'object' && '$$typeof' in exported)) {
    throw new NoDefaultExportError();
  }
  return exported as ComponentType;
}
