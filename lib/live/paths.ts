/** File names of a live demo: paths relative to the demo's folder, `/`-separated (`index.tsx`, `utils/useInput.ts`). */

export const CODE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'] as const;
export const STYLE_EXTENSIONS = ['.css', '.less', '.scss', '.sass'] as const;
export const DATA_EXTENSIONS = ['.json'] as const;
/** What a file a reader adds may be named: the kinds the live runner knows what to do with. */
export const FILE_EXTENSIONS = [...CODE_EXTENSIONS, ...STYLE_EXTENSIONS, ...DATA_EXTENSIONS] as const;

const endsWithAny = (name: string, extensions: readonly string[]) => extensions.some((extension) => name.endsWith(extension));

export const isCodeFile = (name: string): boolean => endsWithAny(name, CODE_EXTENSIONS);
export const isStyleFile = (name: string): boolean => endsWithAny(name, STYLE_EXTENSIONS);
export const isDataFile = (name: string): boolean => endsWithAny(name, DATA_EXTENSIONS);
/** `x.module.css`, `x.module.less`: imported as an object of class names. */
export const isCssModule = (name: string): boolean => isStyleFile(name) && /\.module\.[a-z]+$/.test(name);

/** A plain CSS file, which the browser can apply as it is (Less and Sass need a compiler the site does not ship). */
export const isPlainCss = (name: string): boolean => name.endsWith('.css');

/** `./a/../b/./c` from `utils/x.ts` → `b/c`; undefined when it climbs above the demo's folder. */
export function joinPath(fromFile: string, relative: string): string | undefined {
  const parts = fromFile.split('/').slice(0, -1);
  for (const segment of relative.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(segment);
  }
  return parts.join('/');
}

/** Why a name a reader typed for a new file cannot be used; undefined when it can. */
export type FileNameProblem = 'format' | 'extension' | 'taken';

/**
 * Checks the name of a file to add: a relative path of plain segments (letters, digits, `-`, `_`, `.`; no `..`),
 * one of the known extensions, and not the name of a file the demo already has.
 */
export function fileNameProblem(name: string, existing: Iterable<string>): FileNameProblem | undefined {
  const segments = name.split('/');
  if (name === '' || segments.some((segment) => segment === '' || segment === '.' || segment === '..' || !/^[\w.-]+$/.test(segment))) return 'format';
  if (!endsWithAny(name, FILE_EXTENSIONS)) return 'extension';
  return [...existing].includes(name) ? 'taken' : undefined;
}
