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

/**
 * Makes a loaded module usable by Babel's CommonJS interop: a namespace without `__esModule` would be
 * wrapped again as `{ default: namespace }`, so the flag is added and the exports kept as they are.
 */
export function asCommonJs(loaded: unknown): ModuleExports {
  if (loaded !== null && typeof loaded === 'object') {
    const exports = loaded as ModuleExports;
    return exports.__esModule ? exports : { ...exports, __esModule: true };
  }
  return { default: loaded, __esModule: true };
}

/**
 * Loads every module a compiled demo imports. Only declared modules resolve: the demo's npm packages
 * and its own files (`declared`, loaded on demand) and the ones every demo has (`present`, such as
 * React). The first other specifier rejects with "Cannot find module 'x'" before any demo code runs.
 */
export async function loadModules(
  specifiers: readonly string[],
  declared: Readonly<Record<string, ModuleLoader>>,
  present: Readonly<Record<string, unknown>> = {},
): Promise<Record<string, ModuleExports>> {
  const missing = specifiers.find((s) => !Object.hasOwn(present, s) && !Object.hasOwn(declared, s));
  if (missing !== undefined) throw new ModuleNotFoundError(missing);
  const lazy = specifiers.filter((s) => !Object.hasOwn(present, s));
  const loaded = await Promise.all(lazy.map(async (s) => [s, asCommonJs(await declared[s]())] as const));
  const always = Object.entries(present).map(([s, module]) => [s, asCommonJs(module)] as const);
  return Object.fromEntries([...always, ...loaded]);
}

/** The `require` the compiled demo runs with: only modules loaded beforehand, anything else throws. */
export function createRequire(modules: Readonly<Record<string, ModuleExports>>): (specifier: string) => ModuleExports {
  return (specifier) => {
    if (!Object.hasOwn(modules, specifier)) throw new ModuleNotFoundError(specifier);
    return modules[specifier];
  };
}
