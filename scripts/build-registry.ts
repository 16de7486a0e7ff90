/**
 * Builds the metadata registry from content/ and demos/ into .generated/.
 * `--watch` keeps it current while `next dev` runs (used by `npm run dev`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildRegistry } from '../lib/registry/build';
import { generatedFiles, writeGenerated } from '../lib/registry/emit';
import { ContentError } from '../lib/registry/errors';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, '.generated');

function build(): boolean {
  try {
    const registry = buildRegistry({ root });
    const written = writeGenerated(outDir, generatedFiles(registry));
    console.log(`registry: ${registry.routes.length} pages, ${Object.keys(registry.demos).length} demos${written.length ? `, updated ${written.length} file(s)` : ''}`);
    return true;
  } catch (error) {
    if (error instanceof ContentError) {
      console.error(`registry: ${error.message}`);
      return false;
    }
    throw error;
  }
}

const ok = build();
if (process.argv.includes('--watch')) {
  let timer: NodeJS.Timeout | undefined;
  for (const dir of ['content', 'demos']) {
    fs.mkdirSync(path.join(root, dir), { recursive: true });
    fs.watch(path.join(root, dir), { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(build, 100);
    });
  }
} else if (!ok) {
  process.exit(1);
}
