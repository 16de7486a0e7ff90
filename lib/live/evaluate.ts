import type { ComponentType } from 'react';
import { createLoopGuards, LOOP_GUARD_NAME } from './loop-guard';
import { createRequire, type ModuleExports } from './module-shim';

/** The name the evaluated code carries in stack traces, so its errors can be told from the page's. */
export function liveSourceUrl(demoId: string): string {
  return `live-demo/${demoId}/index.tsx`;
}

export class NoDefaultExportError extends Error {
  constructor() {
    super('The demo must default-export a React component');
    this.name = 'NoDefaultExportError';
  }
}

/**
 * Runs compiled CommonJS demo code with the module shim's `require` and the loop guard, and returns
 * its default export. Throws what the module body throws (including a loop guard's timeout).
 */
export function evaluateDemo(code: string, modules: Readonly<Record<string, ModuleExports>>, demoId: string): ComponentType {
  const cjsModule = { exports: {} as ModuleExports };
  // The Function constructor is the point: the visitor's edited code has to run in the page.
  const run = new Function('require', 'module', 'exports', LOOP_GUARD_NAME, `${code}\n//# sourceURL=${liveSourceUrl(demoId)}`);
  run(createRequire(modules), cjsModule, cjsModule.exports, createLoopGuards());
  const exported = cjsModule.exports.default;
  if (typeof exported !== 'function' && !(exported !== null && typeof exported === 'object' && '$$typeof' in exported)) {
    throw new NoDefaultExportError();
  }
  return exported as ComponentType;
}
