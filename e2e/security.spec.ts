import fs from 'node:fs';
import path from 'node:path';
import { SECURITY_HEADERS } from '../hosting/security-headers.mjs';
import { randomText, seededRandom } from '../lib/quality/seeded-random';
import { expect, test } from './fixtures';
import { README_NGINX, startNginx } from './nginx-host';
import type { StaticHost } from './no-redirect-host';
import { rawRequest } from './raw-request';
import { outDir } from './static-export';

/**
 * The promises of docs/security.md that need a real host or a real browser, each case a past finding of the review of
 * issue 44 or a case it found safe: over HTTP, on `npm run preview` and on nginx with docs/hosting.md's configuration,
 * no address redirects to another site, every answer carries the security headers, and no dotfile is served.
 */

/** Requests that once sent nginx's trailing-slash redirect off the site (`/%5Cevil.com/` → `Location: /\evil.com`). */
const OFF_SITE = [
  '/%5Cevil.com/',
  '/%5cevil.com/',
  '/%5C%5Cevil.com/',
  '/%5C/evil.com/',
  '/\\evil.com/',
  '/\\\\evil.com/',
  '//evil.com/',
  '///evil.com//',
  '/%2F%2Fevil.com/',
  '/%2Fevil.com/',
  '/%09/evil.com/',
  '/%0A/evil.com/',
  '/%0D/evil.com/',
  '/%5C%09evil.com/',
  '/%5Cevil.com/?x=1',
  '/%E3%80%82/evil.com/',
];

/** 400 more, of the pieces such requests are made of, from a fixed seed. */
const RANDOM_OFF_SITE = (() => {
  const random = seededRandom(44);
  const pieces = ['/', '//', '\\', '%5C', '%5c', '%2F', '%2f', '%09', '%0A', '%0D', '%20', '%00', 'evil.com', '.', '%2E', '@', ':', 'a', '?x=1', '%'];
  return Array.from({ length: 400 }, () => `/${randomText(random, pieces, 1 + Math.floor(random() * 6))}/`);
})();

/** One answer of each kind a host gives: pages, a redirect, the 404 pages, a bundle, text files, a segment file. */
const ANSWER_KINDS = (() => {
  const chunk = fs.readdirSync(path.join(outDir, '_next', 'static', 'chunks')).find((file) => file.endsWith('.js'));
  const segment = fs.readdirSync(path.join(outDir, 'demo', 'simple')).find((file) => file.endsWith('.txt'));
  return [
    '/',
    '/changelog',
    '/changelog/',
    '/en/demo/simple',
    '/no-such-page',
    '/en/no-such-page',
    `/_next/static/chunks/${chunk}`,
    '/demo/simple.md',
    '/llms.txt',
    '/search-metadata.json',
    '/sitemap.xml',
    `/demo/simple/${encodeURIComponent(segment ?? '')}`,
  ];
})();

const HOSTS: Array<{ name: string; start: (baseURL: string) => Promise<StaticHost> }> = [
  { name: 'npm run preview', start: async (baseURL) => ({ origin: baseURL, close: async () => undefined }) },
  { name: "nginx with docs/hosting.md's configuration", start: () => startNginx(README_NGINX) },
];

for (const { name, start } of HOSTS) {
  test.describe(name, () => {
    let host: StaticHost;
    test.beforeAll(async ({ baseURL }) => {
      host = await start(baseURL ?? '');
    });
    test.afterAll(async () => host?.close());

    test('no request gets a Location a browser reads as another site, and a trailing slash still redirects', async () => {
      const offSite: string[] = [];
      for (const target of [...OFF_SITE, ...RANDOM_OFF_SITE]) {
        const { status, headers } = await rawRequest(host.origin, 'GET', target);
        if (Number.isNaN(status)) offSite.push(`${JSON.stringify(target)}: no answer`);
        if (headers.location === undefined) continue;
        let lands: string;
        try {
          // Node's URL parses as browsers do (WHATWG): `\` is `/`, tabs and line breaks are dropped.
          lands = new URL(headers.location, host.origin + '/').origin;
        } catch {
          continue;
        }
        if (lands !== host.origin) offSite.push(`${JSON.stringify(target)} → ${status} Location: ${JSON.stringify(headers.location)}`);
      }
      expect(offSite).toEqual([]);
      expect(await rawRequest(host.origin, 'GET', '/changelog/?from=test')).toMatchObject({ status: 301, headers: { location: '/changelog?from=test' } });
    });

    test('every kind of answer carries each security header once, with its value; the server names no version', async () => {
      const problems: string[] = [];
      for (const [method, target] of [...ANSWER_KINDS.map((target) => ['GET', target]), ['HEAD', '/changelog']]) {
        const { status, headers, headerLines } = await rawRequest(host.origin, method, target);
        for (const [header, value] of Object.entries(SECURITY_HEADERS)) {
          const lines = headerLines.filter((line) => line.toLowerCase().startsWith(`${header.toLowerCase()}:`));
          if (lines.length !== 1 || headers[header.toLowerCase()] !== value)
            problems.push(`${method} ${target} (${status}): ${header}: ${JSON.stringify(lines)}`);
        }
        if (/\d/.test(headers.server ?? '')) problems.push(`${method} ${target}: Server: ${headers.server}`);
      }
      expect(problems).toEqual([]);
    });

    test('no dotfile is served: the export’s .nojekyll, nor what a deploy may leave (.git, .env)', async ({ request }) => {
      for (const target of ['/.nojekyll', '/.git/config', '/.env', '/demo/.hidden.md', '/.well-known/x']) {
        const response = await request.get(host.origin + target, { maxRedirects: 0 });
        expect({ target, status: response.status() }).toEqual({ target, status: 404 });
      }
    });
  });
}
