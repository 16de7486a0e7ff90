import fs from 'node:fs';
import path from 'node:path';
import { tabOf } from './tabs';

const CONTENT_EXTENSIONS = ['.mdx', '.md'];

/** A page or tab file under `content/`. */
export interface ContentFile {
  absolute: string;
  /** Posix path relative to the project root: what errors name. */
  relative: string;
  /** The page it belongs to: its path under `content/` without extension, and without the tab suffix. */
  routeId: string;
  /** Set for a tab file (`<page>.$tab-<key>.mdx`). */
  tabKey?: string;
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
      const id = toPosix(path.relative(contentDir, absolute)).replace(/\.mdx?$/, '');
      return { absolute, relative, ...tabOf(relative, id) };
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
