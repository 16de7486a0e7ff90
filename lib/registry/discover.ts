import fs from 'node:fs';
import path from 'node:path';
import { contentDirOf } from '../i18n/locales';
import { isLineId, type LineId } from '../lines/lines';
import { tabOf } from './tabs';

const CONTENT_EXTENSIONS = ['.mdx', '.md'];

/** A page or tab file under `content/`. */
export interface ContentFile {
  absolute: string;
  /** Posix path relative to the project root: what errors name. */
  relative: string;
  /**
   * The page it belongs to: its path under `content/` without extension, without the tab suffix and without a
   * line's folder (`content/en/7.x/changelog.md` → `en/changelog`).
   */
  routeId: string;
  /** Set for a tab file (`<page>.$tab-<key>.mdx`). */
  tabKey?: string;
  /**
   * Set for a line's own version of a page, a file in the line's folder below the edition's (`content/7.x/changelog.md`,
   * `content/en/7.x/changelog.md`): it replaces the shared file of the same page on that line.
   */
  line?: LineId;
}

/** `en/7.x/changelog` → the page `en/changelog` of the line 7.x; `demo/simple` → the shared page `demo/simple`. */
export function splitLineFolder(id: string): { id: string; line?: LineId } {
  const edition = contentDirOf(id);
  const rest = id.slice(edition.length);
  const slash = rest.indexOf('/');
  const first = slash < 0 ? '' : rest.slice(0, slash);
  return isLineId(first) ? { id: edition + rest.slice(slash + 1), line: first } : { id };
}

export function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/** `index` → `/`, `demo/index` → `/demo`, `demo/simple` → `/demo/simple`. */
export function routePath(routeId: string): string {
  const trimmed = routeId.replace(/(^|\/)index$/, '');
  return `/${trimmed}`;
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Every `.md` and `.mdx` file under `<root>/content`, in path order. */
export function contentFiles(root: string): ContentFile[] {
  const contentDir = path.join(root, 'content');
  return listFiles(contentDir)
    .filter((file) => CONTENT_EXTENSIONS.includes(path.extname(file)))
    .map((absolute) => {
      const relative = toPosix(path.relative(root, absolute));
      const { id, line } = splitLineFolder(toPosix(path.relative(contentDir, absolute)).replace(/\.mdx?$/, ''));
      return { absolute, relative, ...tabOf(relative, id), ...(line ? { line } : {}) };
    });
}

/** The folder names under `<root>/demos`: one demo each. */
export function demoFolders(root: string): string[] {
  const demosDir = path.join(root, 'demos');
  if (!fs.existsSync(demosDir)) return [];
  return fs
    .readdirSync(demosDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}
