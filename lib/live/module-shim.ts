import { fixedMessages as messages } from '@/lib/messages/fixed';

/** A module as the compiled (CommonJS) demo sees it through `require`. */
export type ModuleExports = Record<string, unknown>;

/** Lazily loads one module the demo may import. */
export type ModuleLoader = () => Promise<unknown>;

export class ModuleNotFoundError extends Error {
  constructor(readonly specifier: string) {
    super(messages.cannotFindModule(specifier));
    this.name = 'ModuleNotFoundError';
  }
}

const isModuleLike = (value: unknown): value is ModuleExports => (typeof value === 'object' && value !== null) || typeof value === 'function';

/**
 * A loaded module as Babel's CommonJS interop reads it, the way bundlers (webpack, Vite, esbuild) do:
 * - a module flagged `__esModule` (a bundler's namespace, Babel's or TypeScript's CommonJS output) as it is;
 * - an ES module namespace with the flag added, so it is not wrapped again as `{ default: namespace }`;
 * - plain CommonJS exports, an object or a function carrying properties (`module.exports = fn; fn.Resizable
 *   = …`): each property by its name, and the whole export as `default`;
 * - anything else (a string) as `default`.
 */
export function asCommonJs(loaded: unknown): ModuleExports {
  if (!isModuleLike(loaded)) return { default: loaded, __esModule: true };
  if (loaded.__esModule) return loaded;
  if (Object.prototype.toString.call(loaded) === '[object Module]') return { ...loaded, __esModule: true };
  return { ...loaded, default: loaded, __esModule: true };
}

/** Whether a module provides `name`; `*` (the whole module) always. */
export function hasExport(module: ModuleExports, name: string): boolean {
  return name === '*' || (name in module && (name !== 'default' || module.default !== undefined));
}

/** What a module exports, by name, for a message: its own names without the interop flag. */
export function exportNames(module: ModuleExports): string[] {
  return Object.keys(module)
    .filter((name) => name !== '__esModule')
    .sort((a, b) => (a === 'default' ? -1 : b === 'default' ? 1 : a.localeCompare(b)));
}
