/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@/lib/i18n/locales';

/** hosting/nginx.conf: the one file docs/hosting.md shows and e2e/static-hosts.spec.ts serves the export with. */
const root = path.join(__dirname, '..', '..', '..');
const config = fs.readFileSync(path.join(root, 'hosting', 'nginx.conf'), 'utf8');
const hostingDoc = fs.readFileSync(path.join(root, 'docs', 'hosting.md'), 'utf8');

/** The `location <prefix> { … }` blocks at the top level of the file, by prefix. */
function locations(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of text.matchAll(/^location (\S+) \{\n([\s\S]*?)^\}/gm)) found.set(match[1], match[2]);
  return found;
}

test('docs/hosting.md shows hosting/nginx.conf as it is', () => {
  expect(hostingDoc).toContain(`\`\`\`nginx\n${config}\`\`\``);
});

test("every edition's addresses get the page lookup, the Markdown type and that edition's 404 page", () => {
  const blocks = locations(config);
  const prefixOf = (base: string) => (base === '/' ? '/' : `${base}/`);
  const found = LOCALES.map((locale) => {
    const block = blocks.get(prefixOf(locale.base)) ?? '';
    return {
      prefix: prefixOf(locale.base),
      lookup: block.includes('try_files $uri $uri.html $uri/index.html =404;'),
      markdown: /location ~ \\\.md\$ \{\s*types \{ \}\s*default_type text\/markdown;/.test(block),
      // The root edition's 404 is the server's default; every other edition names its own.
      notFound: locale.base === '/' ? /^error_page 404 \/404\.html;$/m.test(config) : block.includes(`error_page 404 ${locale.base}/404.html;`),
    };
  });
  expect(found).toEqual(LOCALES.map((locale) => ({ prefix: prefixOf(locale.base), lookup: true, markdown: true, notFound: true })));
});
