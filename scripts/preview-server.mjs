/**
 * The preview server behind `npm run preview`: serves a static export the way a static host does.
 * `previewAction` decides from the method and the raw request target alone what to answer, so every
 * path a client can send gets a status and nothing outside the export is ever read.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';
import { SECURITY_HEADERS } from '../hosting/security-headers.mjs';

/** No file system this runs on allows a longer file name (in bytes); such a path can only be missing. */
const MAX_NAME_BYTES = 255;
/**
 * Far longer than any path an export holds, and short enough that with the folder in front it stays
 * under Linux's PATH_MAX (4096), beyond which every file system call fails.
 */
const MAX_PATH_BYTES = 2048;

const hex = (byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`;

/**
 * Percent-encodes every character outside visible ASCII, so a Location header is always a valid value:
 * one up to U+00FF is a request byte (latin-1), anything above is encoded as UTF-8.
 */
function escapeHeader(value) {
  return value.replace(/[^\x21-\x7e]/gu, (char) => {
    const code = char.codePointAt(0) ?? 0;
    return code <= 0xff ? hex(code) : [...Buffer.from(char)].map(hex).join('');
  });
}

/**
 * What to answer for one request. Node hands over the request target as sent, its bytes as latin-1
 * characters: usually `/path?query`, or `http://host/path` when the client speaks to a proxy.
 *
 * @param {string} method
 * @param {string} rawUrl
 * @returns {import('./preview-server.d.mts').PreviewAction}
 */
export function previewAction(method, rawUrl) {
  if (method !== 'GET' && method !== 'HEAD') return { kind: 'status', status: 405 };
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(rawUrl);
  const target = origin ? rawUrl.slice(origin[0].length) || '/' : rawUrl;
  if (!target.startsWith('/')) return { kind: 'status', status: 400 };

  const end = target.search(/[?#]/);
  const rawPath = end < 0 ? target : target.slice(0, end);
  const query = end < 0 || target[end] === '#' ? '' : target.slice(end).split('#')[0];

  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'status', status: 400 };
  }
  // A NUL byte makes every file system call throw; `..` and `\` could climb out of the export.
  const segments = decoded.split('/');
  if (decoded.includes('\0') || decoded.includes('\\') || segments.includes('..')) return { kind: 'status', status: 400 };
  // A dotfile or dot folder is never the site's (.nojekyll is for GitHub Pages; .git or .env a deploy's leftover).
  if (segments.some((segment) => segment.startsWith('.'))) return { kind: 'status', status: 404 };

  // Empty segments and a trailing slash redirect to the one address of the page (`//` → `/`); collapsing
  // the leading ones matters most, since `//host` in a Location header would leave this server.
  const canonical = rawPath.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  if (canonical !== rawPath) return { kind: 'redirect', location: escapeHeader(canonical + query) };

  if (Buffer.byteLength(decoded) > MAX_PATH_BYTES || segments.some((segment) => Buffer.byteLength(segment) > MAX_NAME_BYTES)) {
    return { kind: 'status', status: 404 };
  }
  return { kind: 'serve' };
}

const STATUS_TEXT = { 400: 'Bad Request', 404: 'Not Found', 405: 'Method Not Allowed', 500: 'Internal Server Error' };

function sendText(response, status, headers = {}) {
  const text = `${STATUS_TEXT[status]}\n`;
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text), ...headers });
  response.end(text);
}

/**
 * The 404 page of the edition the address belongs to: the edition's folder is the address's first segment, and holds
 * its own `404.html` (`en/404.html` under `/en`); any other address gets `404.html`. A host serving the export should
 * do the same (see docs/hosting.md).
 */
function notFoundPage(publicDir, url) {
  // A folder name, never `.` or `..`: the answer stays inside the export.
  const first = /^\/([^/?#.][^/?#]*)/.exec(url)?.[1];
  const own = first && path.join(first, '404.html');
  return own && fs.existsSync(path.join(publicDir, own)) ? own : '404.html';
}

function sendNotFound(publicDir, response, url) {
  fs.readFile(path.join(publicDir, notFoundPage(publicDir, url)), (error, page) => {
    if (error) {
      sendText(response, 404);
      return;
    }
    response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': page.length });
    response.end(page);
  });
}

/** A request that failed half-way: answer 500 if nothing was sent yet, else cut the connection. */
function fail(response, error) {
  console.error('preview:', error);
  if (response.headersSent) response.destroy();
  else sendText(response, 500);
}

/**
 * serve-handler's lstat, refusing any path that leads out of `root` through a symbolic link: serve-handler checks only
 * the last part of a path, so a linked folder inside the export (out/x → /etc) would be followed. Refused as missing.
 */
function lstatInside(root) {
  const realRoot = fs.realpathSync(root);
  return async (file) => {
    const stats = await fs.promises.lstat(file);
    const real = await fs.promises.realpath(path.dirname(file));
    if (real !== realRoot && !real.startsWith(realRoot + path.sep)) throw Object.assign(new Error(`${file} is outside the export`), { code: 'ENOENT' });
    return stats;
  };
}

/**
 * An HTTP server for the export in `publicDir`: `/x` answers with x.html, a trailing slash or empty
 * segments redirect (keeping the query), an unknown path gets its edition's 404 page (404.html, en/404.html) with status 404, GET and HEAD
 * only, and responses are gzipped for clients that accept it. Every answer carries the security headers
 * (hosting/security-headers.mjs), as the recipes' hosts send them, so authors see what readers see.
 *
 * @param {string} publicDir
 * @returns {http.Server}
 */
export function createPreviewServer(publicDir) {
  const root = path.resolve(publicDir);
  const gzip = compression();
  const lstat = lstatInside(root);
  return http.createServer((request, response) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    try {
      const action = previewAction(request.method ?? 'GET', request.url ?? '/');
      if (action.kind === 'redirect') {
        // Redirected here rather than by serve-handler, which drops the query string.
        response.writeHead(301, { Location: action.location });
        response.end();
      } else if (action.kind === 'status' && action.status === 404) {
        sendNotFound(root, response, request.url ?? '/');
      } else if (action.kind === 'status') {
        sendText(response, action.status, action.status === 405 ? { Allow: 'GET, HEAD' } : {});
      } else {
        gzip(request, response, () =>
          handler(
            request,
            response,
            {
              public: root,
              cleanUrls: true,
              trailingSlash: false,
              directoryListing: false,
              headers: [
                { source: '_next/static/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
                // serve-handler sends XML (the sitemap) with no charset; docs/hosting.md's nginx sends UTF-8, as the file is.
                { source: '**/*.xml', headers: [{ key: 'Content-Type', value: 'application/xml; charset=utf-8' }] },
              ],
            },
            // serve-handler's own 404 is the root's 404.html; an English address gets the English one.
            {
              lstat,
              sendError: (_path, res, _json, _current, _handlers, _config, spec) =>
                spec.statusCode === 404 ? sendNotFound(root, res, request.url ?? '/') : sendText(res, spec.statusCode in STATUS_TEXT ? spec.statusCode : 500),
            },
          ).catch((error) => fail(response, error)),
        );
      }
    } catch (error) {
      fail(response, error);
    }
  });
}
