/**
 * The last step of `npm run build`, after `next build`: makes out/ servable by plain static hosts. Gives every page
 * its own script policy, the hashes of its inline scripts (lib/hosting/script-hashes.ts); then copies every page into
 * its own folder as `x/index.html` (lib/hosting/folder-pages.ts), so `/x/` and a reload work on hosts that look up
 * `x/index.html` but not `x.html`, and writes `.nojekyll`, so GitHub Pages publishing a branch keeps the `_next/`
 * folder (Jekyll drops folders whose names start with `_`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { CSP_DIRECTIVES } from '../hosting/security-headers.mjs';
import { folderPages, isFolderPage } from '../lib/hosting/folder-pages';
import { withScriptPolicy } from '../lib/hosting/script-hashes';

const outDir = path.resolve(__dirname, '..', 'out');

if (!fs.existsSync(path.join(outDir, 'index.html'))) {
  console.error('finish-export: out/ has no build; run `next build` first.');
  process.exit(1);
}

const files = new Set((fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }) as string[]).map((file) => file.split(path.sep).join('/')));
const pages = [...files].filter((file) => file.endsWith('.html') && !isFolderPage(file, (other) => files.has(other)));
for (const page of pages) {
  const file = path.join(outDir, page);
  fs.writeFileSync(file, withScriptPolicy(fs.readFileSync(file, 'utf8'), CSP_DIRECTIVES['script-src']));
}

let bytes = 0;
const copies = folderPages(files);
for (const { page, copy } of copies) {
  fs.copyFileSync(path.join(outDir, page), path.join(outDir, copy));
  bytes += fs.statSync(path.join(outDir, copy)).size;
}
fs.writeFileSync(path.join(outDir, '.nojekyll'), '');
console.log(`finish-export: ${pages.length} script policies, ${copies.length} folder pages (${(bytes / 1024 / 1024).toFixed(1)} MiB), .nojekyll`);
