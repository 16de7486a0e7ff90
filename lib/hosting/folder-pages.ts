/**
 * Folder pages: `x/index.html`, a copy of `x.html`, written into the export after `next build`
 * (scripts/finish-export.ts). Next puts each page's segment files (`x/__next.*.txt`) in a folder named like the
 * page, so `/x/` names a folder with no index, which a plain static host answers with its own 403 or a listing
 * (nginx's `$uri/`), and a host that does not look up `x.html` sends `/x` to that folder (nginx's `root` alone,
 * `python3 -m http.server`). With the page in the folder too, every such host serves it, and the site's own
 * script drops the slash from the address before the page starts (components/layout/TrailingSlashFix.tsx).
 *
 * A copy rather than a small page that moves the reader to `/x`: hosts that look up `x/index.html` before `x.html`
 * for `/x` (serve-handler, so `npx serve out`) would serve that small page at `/x` itself, where it has nowhere to
 * go. The copies cost 15.6 MB raw (2.5 MB gzip -9) on a 50 MB export, and readers nothing.
 */

/** The folders whose pages would be no page: the bundler's assets. */
const ASSET_FOLDERS = /^_next(\/|$)/;

/** For every folder `x` of the export with a page `x.html` beside it: the copy to write (again, on a second run). */
export function folderPages(files: ReadonlySet<string>): Array<{ page: string; copy: string }> {
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let depth = 1; depth < parts.length; depth++) folders.add(parts.slice(0, depth).join('/'));
  }
  return [...folders]
    .filter((folder) => !ASSET_FOLDERS.test(folder) && files.has(`${folder}.html`))
    .sort()
    .map((folder) => ({ page: `${folder}.html`, copy: `${folder}/index.html` }));
}

/** Whether an exported file is a folder page (`x/index.html` beside `x.html`), a second copy of a page. */
export function isFolderPage(file: string, has: (file: string) => boolean): boolean {
  const folder = /^(.+)\/index\.html$/.exec(file)?.[1];
  return folder !== undefined && has(`${folder}.html`);
}
