/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { SECURITY_HEADERS } from '@/hosting/security-headers.mjs';
import { fencedBlocks, netlifyHeaders, nginxHeaders, vercelHeaders, type HeaderSet } from '@/lib/hosting/recipe-headers';

const root = path.join(__dirname, '..', '..', '..');
const nginxConfig = fs.readFileSync(path.join(root, 'hosting', 'nginx.conf'), 'utf8');
const hostingDoc = fs.readFileSync(path.join(root, 'docs', 'hosting.md'), 'utf8');

/** The security headers a recipe's set leaves out or sends with another value (other headers are its own business). */
const drift = (headers: HeaderSet): string[] =>
  Object.entries(SECURITY_HEADERS)
    .filter(([name, value]) => headers[name] !== value)
    .map(([name]) => `${name}: ${JSON.stringify(headers[name])}`);

describe('every recipe sends the security headers of hosting/security-headers.mjs', () => {
  it('nginx: at the top level and again in every location with headers of its own, each with `always`; no version', () => {
    const places = nginxHeaders(nginxConfig);
    expect(places.map(({ place }) => place)).toEqual(['server', '/_next/static/']);
    expect(
      places.map(({ place, headers, notAlways }) => ({ place, drift: drift(headers), notAlways: notAlways.filter((name) => name in SECURITY_HEADERS) })),
    ).toEqual(places.map(({ place }) => ({ place, drift: [], notAlways: [] })));
    expect(nginxConfig).toMatch(/^server_tokens off;$/m);
  });

  it("Netlify: docs/hosting.md's netlify.toml, for every path", () => {
    const [toml] = fencedBlocks(hostingDoc, 'toml');
    expect(drift(netlifyHeaders(toml))).toEqual([]);
  });

  it("Vercel: docs/hosting.md's vercel.json, for every path", () => {
    const [json] = fencedBlocks(hostingDoc, 'json');
    expect(drift(vercelHeaders(json))).toEqual([]);
  });
});

describe('reading the recipes', () => {
  it('nginx: a location with a header of its own is its own place, nested ones too, and a missing `always` is named', () => {
    const config = [
      'add_header X-A "a" always;',
      '# add_header X-Commented "no" always;',
      'if ($uri ~ "/\\.") {',
      '    return 404;',
      '}',
      'location / {',
      '    types { }',
      '    location ~ \\.md$ {',
      '        add_header X-B "b \\"quoted\\"";',
      '    }',
      '}',
      'location /x/ {',
      '    try_files $uri =404;',
      '}',
    ].join('\n');
    expect(nginxHeaders(config)).toEqual([
      { place: 'server', headers: { 'X-A': 'a' }, notAlways: [] },
      { place: '~ \\.md$', headers: { 'X-B': 'b "quoted"' }, notAlways: ['X-B'] },
    ]);
  });

  it('Netlify: only the values of the rule for every path', () => {
    const toml = [
      '[[headers]]',
      '  for = "/en/*"',
      '  [headers.values]',
      '    X-A = "en"',
      '[[headers]]',
      '  for = "/*"',
      '  [headers.values]',
      '    X-A = "all"',
    ].join('\n');
    expect(netlifyHeaders(toml)).toEqual({ 'X-A': 'all' });
  });

  it('Vercel: only the rule for every path', () => {
    const json = JSON.stringify({
      headers: [
        { source: '/en/(.*)', headers: [{ key: 'X-A', value: 'en' }] },
        { source: '/(.*)', headers: [{ key: 'X-A', value: 'all' }] },
      ],
    });
    expect(vercelHeaders(json)).toEqual({ 'X-A': 'all' });
  });

  it('a recipe that drifts from the list is told: a value changed, a header missing', () => {
    const changed = nginxConfig.replace('Referrer-Policy "same-origin"', 'Referrer-Policy "unsafe-url"').replace(/^add_header X-Frame-Options .*$/m, '');
    const [server] = nginxHeaders(changed);
    expect(drift(server.headers)).toEqual(['Referrer-Policy: "unsafe-url"', 'X-Frame-Options: undefined']);
  });
});
