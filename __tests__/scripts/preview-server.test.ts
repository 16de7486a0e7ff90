/**
 * @jest-environment node
 */
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SECURITY_HEADERS } from '@/hosting/security-headers.mjs';
import { randomText, seededRandom } from '@/lib/quality/seeded-random';
import { createPreviewServer, previewAction } from '@/scripts/preview-server.mjs';

/** Text that only the file outside the served folder holds: no response may ever contain it. */
const SECRET = 'SECRET-OUTSIDE-THE-EXPORT';

interface RawResponse {
  /** NaN when the server sent no status line at all. */
  status: number;
  headers: Record<string, string>;
  body: string;
}

let dir: string;
let server: Server;
let port: number;

/** The body of a chunked response: each chunk is its size in hex, CRLF, the data, CRLF. */
function unchunk(raw: string): string {
  let body = '';
  let rest = raw;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (lineEnd < 0 || !(size > 0)) return body;
    body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

/**
 * Sends one request over a plain socket, so the request target reaches the server exactly as written
 * (Node's HTTP client would refuse or rewrite most of the odd ones).
 */
function send(method: string, target: string, body = ''): Promise<RawResponse> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1');
    const head = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...(body ? [`Content-Length: ${Buffer.byteLength(body)}`] : [])];
    // Written without ending the socket: the server closes it after answering (`Connection: close`).
    socket.on('connect', () => socket.write(Buffer.from(`${head.join('\r\n')}\r\n\r\n${body}`, 'utf8')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A reset after the answer (the server closing on a request it refused) still leaves the answer.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [headText = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = headText.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      const raw = rest.join('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? NaN),
        headers,
        body: headers['transfer-encoding'] === 'chunked' ? unchunk(raw) : raw,
      });
    });
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-test-'));
  const site = path.join(dir, 'site');
  const files: Record<string, string> = {
    'site/index.html': '<h1>HOME</h1>',
    'site/404.html': '<h1>NOT-FOUND-PAGE</h1>',
    'site/changelog.html': '<h1>CHANGELOG</h1>',
    'site/demo/simple.html': '<h1>SIMPLE</h1>',
    // The 7.x line as the export writes it: `7.x.html` beside a `7.x/` folder of its pages and segment files.
    'site/7.x.html': '<h1>SEVEN</h1>',
    'site/7.x/changelog.html': '<h1>SEVEN-CHANGELOG</h1>',
    'site/7.x/demo/simple.html': '<h1>SEVEN-SIMPLE</h1>',
    'site/7.x/__next._tree.txt': 'tree',
    'site/en/404.html': '<h1>EN-NOT-FOUND</h1>',
    'site/~demos/7.x-simple.html': '<h1>SEVEN-STANDALONE</h1>',
    'site/_next/static/app.css': 'body{}',
    'site/.nojekyll': '',
    'site/.git/config': SECRET,
    'secret.txt': SECRET,
    'site-secret/index.html': SECRET,
    'outside/page.html': SECRET,
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  fs.symlinkSync(path.join(dir, 'secret.txt'), path.join(site, 'linked.html'));
  // A folder inside the export that is a link to one outside it: serve-handler checked only the last part of a path.
  fs.symlinkSync(path.join(dir, 'outside'), path.join(site, 'linked-folder'));
  server = createPreviewServer(site);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('previewAction', () => {
  it.each([
    ['/', { kind: 'serve' }],
    ['/changelog?a=1', { kind: 'serve' }],
    ['//', { kind: 'redirect', location: '/' }],
    ['///', { kind: 'redirect', location: '/' }],
    ['/changelog/', { kind: 'redirect', location: '/changelog' }],
    ['/changelog/?a=1#x', { kind: 'redirect', location: '/changelog?a=1' }],
    ['//evil.example/', { kind: 'redirect', location: '/evil.example' }],
    ['/demo//simple', { kind: 'redirect', location: '/demo/simple' }],
    // Node passes the request target's bytes as latin-1 characters.
    [Buffer.from('/中/').toString('latin1'), { kind: 'redirect', location: '/%E4%B8%AD' }],
    ['http://127.0.0.1/changelog', { kind: 'serve' }],
    ['http://127.0.0.1', { kind: 'serve' }],
    ['/%', { kind: 'status', status: 400 }],
    ['/%zz', { kind: 'status', status: 400 }],
    ['/%e4%b8', { kind: 'status', status: 400 }],
    ['/%00', { kind: 'status', status: 400 }],
    ['/../secret.txt', { kind: 'status', status: 400 }],
    ['/..%2fsecret.txt', { kind: 'status', status: 400 }],
    ['/demo/%2e%2e/%2e%2e/secret.txt', { kind: 'status', status: 400 }],
    ['/..%5csecret.txt', { kind: 'status', status: 400 }],
    ['*', { kind: 'status', status: 400 }],
    ['/.nojekyll', { kind: 'status', status: 404 }],
    ['/.git/', { kind: 'status', status: 404 }],
    ['/demo/.hidden.md', { kind: 'status', status: 404 }],
    [`/${'a'.repeat(256)}`, { kind: 'status', status: 404 }],
    ['/a'.repeat(1025), { kind: 'status', status: 404 }],
  ])('GET %s', (target, action) => {
    expect(previewAction('GET', target)).toEqual(action);
  });

  it('answers only GET and HEAD', () => {
    expect(previewAction('HEAD', '/')).toEqual({ kind: 'serve' });
    expect(previewAction('POST', '/')).toEqual({ kind: 'status', status: 405 });
    expect(previewAction('OPTIONS', '*')).toEqual({ kind: 'status', status: 405 });
  });
});

describe('the preview server', () => {
  it('serves pages by clean URL and 404.html for an unknown path', async () => {
    expect(await send('GET', '/')).toMatchObject({ status: 200, body: '<h1>HOME</h1>' });
    expect(await send('GET', '/changelog')).toMatchObject({ status: 200, body: '<h1>CHANGELOG</h1>' });
    expect(await send('GET', '/demo/simple?x=1')).toMatchObject({ status: 200, body: '<h1>SIMPLE</h1>' });
    expect(await send('GET', '/no-such-page')).toMatchObject({ status: 404, body: '<h1>NOT-FOUND-PAGE</h1>' });
  });

  it('serves the 7.x line: 7.x.html at /7.x beside its folder, its pages, its standalone demos and its editions’ 404s', async () => {
    expect(await send('GET', '/7.x')).toMatchObject({ status: 200, body: '<h1>SEVEN</h1>' });
    expect(await send('GET', '/7.x?tab=faq')).toMatchObject({ status: 200, body: '<h1>SEVEN</h1>' });
    expect(await send('GET', '/7.x/')).toMatchObject({ status: 301, headers: { location: '/7.x' } });
    expect(await send('GET', '/7.x/changelog')).toMatchObject({ status: 200, body: '<h1>SEVEN-CHANGELOG</h1>' });
    expect(await send('GET', '/7.x/demo/simple/')).toMatchObject({ status: 301, headers: { location: '/7.x/demo/simple' } });
    expect(await send('GET', '/~demos/7.x-simple')).toMatchObject({ status: 200, body: '<h1>SEVEN-STANDALONE</h1>' });
    expect(await send('GET', '/7.x/no-such-page')).toMatchObject({ status: 404, body: '<h1>NOT-FOUND-PAGE</h1>' });
    expect(await send('GET', '/en/7.x/no-such-page')).toMatchObject({ status: 404, body: '<h1>EN-NOT-FOUND</h1>' });
  });

  it('redirects a path of slashes, a trailing slash and empty segments to one address, never to another host', async () => {
    expect(await send('GET', '//')).toMatchObject({ status: 301, headers: { location: '/' } });
    expect(await send('GET', '/changelog/?a=1')).toMatchObject({ status: 301, headers: { location: '/changelog?a=1' } });
    expect(await send('GET', '//evil.example//')).toMatchObject({ status: 301, headers: { location: '/evil.example' } });
  });

  it('answers broken percent-escapes and NUL with 400', async () => {
    for (const target of ['/%', '/%zz', '/%e4%b8', '/a%2', '/%00']) {
      expect({ target, status: (await send('GET', target)).status }).toEqual({ target, status: 400 });
    }
  });

  it('never serves a file outside the folder', async () => {
    for (const target of [
      '/../secret.txt',
      '/..%2fsecret.txt',
      '/..%2Fsecret.txt',
      '/%2e%2e/secret.txt',
      '/demo/..%2f..%2fsecret.txt',
      '/..%2fsite-secret/',
      '/..%2fsite-secret/index.html',
      '/linked.html',
      '/linked',
      '/linked-folder/page.html',
      '/linked-folder/page',
      '/linked-folder/',
    ]) {
      const response = await send('GET', target);
      expect({ target, status: response.status }).toEqual({ target, status: expect.any(Number) });
      expect(response.status).not.toBe(200);
      expect(response.body).not.toContain(SECRET);
    }
  });

  it('answers 10 KB paths', async () => {
    expect(await send('GET', `/${'a'.repeat(10 * 1024)}`)).toMatchObject({ status: 404, body: '<h1>NOT-FOUND-PAGE</h1>' });
    expect((await send('GET', '/a'.repeat(5 * 1024))).status).toBe(404);
    expect((await send('GET', `/${'%e4%b8%ad'.repeat(1200)}`)).status).toBe(404);
  });

  it('answers HEAD without a body and refuses POST with 405', async () => {
    const head = await send('HEAD', '/changelog');
    expect(head).toMatchObject({ status: 200, body: '', headers: { 'content-type': expect.stringContaining('text/html') } });
    expect(await send('HEAD', '//')).toMatchObject({ status: 301, headers: { location: '/' } });
    expect(await send('POST', '/changelog', 'a=1')).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD' } });
  });

  it('answers 1,000 random paths with a status, serves nothing from outside, and still answers afterwards', async () => {
    // A fixed seed, so a failing path can be reproduced.
    const random = seededRandom(12);
    const pieces = [
      '/',
      '//',
      '.',
      '..',
      '%',
      '%2',
      '%2f',
      '%2F',
      '%2e',
      '%2e%2e',
      '%5c',
      '\\',
      '%00',
      '%zz',
      '%e4%b8%ad',
      '%c3',
      '%ff',
      '中',
      'é',
      '~',
      '?',
      '#',
      '?a=1',
      '&',
      ':',
      '@',
      '!',
      '$',
      "'",
      '(',
      ')',
      '*',
      '+',
      ',',
      ';',
      '=',
      'changelog',
      'demo',
      'simple',
      'index.html',
      '404',
      'secret.txt',
      'site-secret',
      'linked.html',
      '_next',
      'static',
      'app.css',
    ];
    const paths = Array.from({ length: 1000 }, () => {
      const length = 1 + Math.floor(random() * 24);
      const target = `/${randomText(random, pieces, length)}`;
      // Now and then a very long one.
      return random() < 0.02 ? target + 'x'.repeat(Math.floor(random() * 12000)) : target;
    });

    const failures: string[] = [];
    const batch = 16;
    for (let start = 0; start < paths.length; start += batch) {
      const chunk = paths.slice(start, start + batch);
      const responses = await Promise.all(chunk.map((target) => send(start % 3 === 0 ? 'HEAD' : 'GET', target)));
      responses.forEach((response, index) => {
        if (Number.isNaN(response.status)) failures.push(`no status for ${JSON.stringify(chunk[index])}`);
        if (response.body.includes(SECRET)) failures.push(`served the outside file for ${JSON.stringify(chunk[index])}`);
      });
    }
    expect(failures).toEqual([]);
    expect(server.listening).toBe(true);
    expect(await send('GET', '/changelog')).toMatchObject({ status: 200, body: '<h1>CHANGELOG</h1>' });
  });

  it('sends the security headers with every answer: a page, a redirect, each error and a bundle', async () => {
    const problems: string[] = [];
    for (const [method, target] of [
      ['GET', '/'],
      ['GET', '/changelog/'],
      ['GET', '/no-such-page'],
      ['GET', '/%'],
      ['POST', '/'],
      ['GET', '/_next/static/app.css'],
      ['HEAD', '/changelog'],
    ]) {
      const { status, headers } = await send(method, target);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        if (headers[name.toLowerCase()] !== value) problems.push(`${method} ${target} (${status}): ${name}: ${headers[name.toLowerCase()]}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('serves no dotfile or dot folder', async () => {
    for (const target of ['/.nojekyll', '/.git/config', '/.git/']) {
      const response = await send('GET', target);
      expect({ target, status: response.status }).toEqual({ target, status: 404 });
      expect(response.body).not.toContain(SECRET);
    }
  });
});
