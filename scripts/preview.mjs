/**
 * Serves out/ the way a static host does (scripts/preview-server.mjs): `/x` answers with x.html, a
 * trailing slash redirects to the address without it, an unknown path gets 404.html with status 404,
 * and responses are gzipped.
 * Usage: node scripts/preview.mjs [--port 3000] [--host 127.0.0.1]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPreviewServer } from './preview-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'out');

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
}

if (!fs.existsSync(path.join(outDir, 'index.html'))) {
  console.error('preview: out/ has no build; run `npm run build` first.');
  process.exit(1);
}

const port = Number(option('port', process.env.PORT ?? '3000'));
const host = option('host', '127.0.0.1');
const server = createPreviewServer(outDir);

// Port 0 picks a free port; the line names the one in use, for callers that start several servers.
server.listen(port, host, () => {
  const address = server.address();
  console.log(`preview: serving out/ on http://${host}:${typeof address === 'object' && address ? address.port : port}`);
});
