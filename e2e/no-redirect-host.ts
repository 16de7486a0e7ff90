import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { outDir } from './static-export';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.md': 'text/markdown; charset=utf-8',
};

/**
 * How the host answers an address ending in a slash: `not-found` looks up only `x/index.html` (the export's folder
 * page, a copy of the page) and else answers 404.html, as GitHub Pages does; `page` answers with `x.html` itself, as
 * a host that drops the slash before looking up does.
 */
export type SlashedAddress = 'not-found' | 'page';

export interface StaticHost {
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves out/ with no redirect of any kind, so whatever removes a trailing slash is the site's own code:
 * `/x` answers with x or x.html, `/x/` with x/index.html (else as `slashed` says), `/` and `//` with
 * index.html, and anything else with 404.html and status 404.
 */
export async function startNoRedirectHost(slashed: SlashedAddress): Promise<StaticHost> {
  const inside = (relative: string): string | undefined => {
    const file = path.join(outDir, relative);
    return file.startsWith(outDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile() ? file : undefined;
  };
  const server = http.createServer((request, response) => {
    let relative: string;
    try {
      // Split by hand: `new URL('//', base)` throws, and `//` is one of the addresses under test.
      relative = decodeURIComponent((request.url ?? '/').split(/[?#]/)[0]).replace(/^\/+/, '');
    } catch {
      response.writeHead(400).end();
      return;
    }
    const candidates =
      relative === ''
        ? ['index.html']
        : relative.endsWith('/')
          ? [...(slashed === 'page' ? [`${relative.replace(/\/+$/, '')}.html`] : []), `${relative}index.html`]
          : [relative, `${relative}.html`];
    const found = candidates.map(inside).find((file) => file !== undefined);
    const file = found ?? path.join(outDir, '404.html');
    response.writeHead(found ? 200 : 404, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
