import { LIB_ROOT, type TypeScript } from './options';

/** The declarations a demo on one line can reach, by their path in the editor's virtual file system. */
export interface TypeBundle {
  files: Record<string, string>;
}

/** The API table's text of one declared prop, in one edition. */
export interface PropDoc {
  /** The API table's id (`Table`, `expandable`). */
  table: string;
  name: string;
  description: string;
  default?: string;
  /** The line's first version with the prop. */
  since?: string;
}

/**
 * Per edition, the API table's rows by where their prop is declared (`docKey`): the hover of a prop finds its
 * declaration and reads the same text the API table shows.
 */
export type TypeDocs = Record<string, PropDoc>;

/** A declaration's key: its file in the virtual file system and the offset of its name there. */
export const docKey = (file: string, nameStart: number): string => `${file}@${nameStart}`;

/**
 * A real file's path in the virtual file system: a package's below `/node_modules/`, TypeScript's own lib files
 * below `LIB_ROOT`. Anything else is not the bundle's.
 */
export function virtualPath(file: string, root: string, typescriptLib: string): string | undefined {
  const normal = file.replaceAll('\\', '/');
  const lib = typescriptLib.replaceAll('\\', '/').replace(/\/?$/, '/');
  if (normal.startsWith(lib)) return LIB_ROOT + normal.slice(lib.length);
  const modules = `${root.replaceAll('\\', '/').replace(/\/?$/, '/')}node_modules/`;
  return normal.startsWith(modules) ? `/node_modules/${normal.slice(modules.length)}` : undefined;
}

/** The fields of a package.json that TypeScript's module resolution reads; the rest is weight. */
const RESOLUTION_FIELDS = ['name', 'version', 'type', 'types', 'typings', 'main', 'module', 'exports', 'typesVersions'] as const;

export function resolutionManifest(manifest: Record<string, unknown>): string {
  const kept = Object.fromEntries(RESOLUTION_FIELDS.filter((field) => manifest[field] !== undefined).map((field) => [field, manifest[field]]));
  return JSON.stringify(kept);
}

/**
 * A package a demo may import under another line's name (`rc-table` on a 1.x page) gets a package of that name
 * in the virtual file system that re-exports the installed one, as the live runner runs it.
 */
export function renamedPackage(name: string, installed: string): Record<string, string> {
  return {
    [`/node_modules/${name}/package.json`]: JSON.stringify({ name, types: 'index.d.ts' }),
    [`/node_modules/${name}/index.d.ts`]: `export * from '${installed}';\nexport { default } from '${installed}';\n`,
  };
}

/** Packages the site runs that ship no types: a demo importing them gets `any`, not an error it cannot fix. */
export function untypedModules(names: readonly string[]): string {
  return names.map((name) => `declare module '${name}';\n`).join('');
}

/**
 * Files whose comments are most of their weight and little of their use: TypeScript's lib files (lib.dom.d.ts is
 * 2.3 MB, mostly links to MDN) and csstype's (MDN's prose on every CSS property). Without their comments the bundle
 * gzips to about 470 KB instead of 660 KB; their types are untouched.
 */
export const heavyComments = (path: string): boolean => path.startsWith(LIB_ROOT) || /\/csstype\//.test(path);

/** `text` without its block comments (JSDoc among them); line comments stay, `/// <reference …>` with them. */
export function withoutBlockComments(typescript: TypeScript, text: string): string {
  const scanner = typescript.createScanner(typescript.ScriptTarget.Latest, false, typescript.LanguageVariant.Standard, text);
  let kept = '';
  for (let kind = scanner.scan(); kind !== typescript.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind !== typescript.SyntaxKind.MultiLineCommentTrivia) kept += scanner.getTokenText();
  }
  return kept.replace(/\n\s*\n+/g, '\n');
}
