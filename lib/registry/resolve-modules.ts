import fs from 'node:fs';
import path from 'node:path';
import type { LineId } from '../lines/lines';
import { renameForLine } from '../lines/rename';
import { importSpecifiers, isRelative, packageName } from './demo-source';
import { toPosix } from './discover';
import { ContentError, positionOf, type SourcePosition } from './errors';
import type { Dependency } from './types';

/** A demo's entry file inside its folder. */
export const DEMO_ENTRY = 'index.tsx';
const LOCAL_EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '.json', '.css'];

function resolveLocal(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [...LOCAL_EXTENSIONS.map((ext) => base + ext), ...LOCAL_EXTENSIONS.slice(1).map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

/** Where a file imports `specifier`: the quoted name in its own text (a demo entry's code has lost its header). */
function importPosition(absoluteFile: string, specifier: string): SourcePosition | undefined {
  return positionOf(fs.readFileSync(absoluteFile, 'utf8'), new RegExp(`(['"])${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`));
}

/**
 * The file a line reads for a demo file: the line's own version beside it where there is one (`style.1.x.css` for
 * `style.css` on 1.x), else the file itself.
 */
export function lineVersionOf(file: string, line: LineId): string {
  const extension = path.extname(file);
  const own = `${file.slice(0, file.length - extension.length)}.${line}${extension}`;
  return fs.existsSync(own) ? own : file;
}

function installedVersion(root: string, pkg: string, file: string, at: () => SourcePosition | undefined): string {
  const manifest = path.join(root, 'node_modules', pkg, 'package.json');
  if (!fs.existsSync(manifest)) throw new ContentError(file, `imports "${pkg}", which is not installed`, at());
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * Collects a demo's dependencies on a line: npm packages at their installed versions, and the demo's own files
 * (entry first, with its header removed) following relative imports. Every file is the line's: its own version
 * where it has one, and the package names the line moved renamed (`entryCode` comes renamed already).
 */
export function demoDependencies(root: string, demoDir: string, entryCode: string, line: LineId): Record<string, Dependency> {
  const files: Record<string, Dependency> = { [DEMO_ENTRY]: { type: 'FILE', value: entryCode } };
  const packages: Record<string, Dependency> = {};
  const queue: Array<{ absolute: string; code: string }> = [{ absolute: path.join(demoDir, DEMO_ENTRY), code: entryCode }];
  while (queue.length > 0) {
    const current = queue.shift() as { absolute: string; code: string };
    const currentRelative = toPosix(path.relative(root, current.absolute));
    if (current.absolute.endsWith('.css')) continue;
    for (const specifier of importSpecifiers(current.code)) {
      const at = () => importPosition(current.absolute, specifier);
      if (specifier === '.' || specifier === '..') {
        throw new ContentError(currentRelative, `imports "${specifier}"; name the file, e.g. "./index"`, at());
      }
      if (!isRelative(specifier)) {
        const pkg = packageName(specifier);
        packages[pkg] ??= { type: 'NPM', value: installedVersion(root, pkg, currentRelative, at) };
        continue;
      }
      const resolved = resolveLocal(current.absolute, specifier);
      if (!resolved) throw new ContentError(currentRelative, `imports "${specifier}", which does not exist`, at());
      const key = toPosix(path.relative(demoDir, resolved));
      if (key.startsWith('../')) {
        throw new ContentError(
          currentRelative,
          `imports "${specifier}" from outside its demo folder; demos import only npm packages and their own files`,
          at(),
        );
      }
      if (files[key]) continue;
      const code = renameForLine(fs.readFileSync(lineVersionOf(resolved, line), 'utf8'), line);
      files[key] = { type: 'FILE', value: code };
      queue.push({ absolute: resolved, code });
    }
  }
  return { ...files, ...packages };
}
