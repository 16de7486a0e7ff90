import fs from 'node:fs';
import path from 'node:path';
import generated from '@/.generated/registry.json';
import { localeOfPath } from '@/lib/i18n/locales';
import { standaloneDemoId } from '@/lib/lines/paths';
import { markdownPath, pageHeading } from '@/lib/markdown/path';
import type { Registry } from '@/lib/registry/types';

/**
 * The Markdown copy of every page, as the registry build wrote it into public/ (the export serves it as is;
 * e2e/markdown.spec.ts checks that it is served, with its content type).
 */
const registry = generated as Registry;
const publicDir = path.join(__dirname, '..', '..', 'public');

function readCopy(pagePath: string): string {
  const file = path.join(publicDir, markdownPath(pagePath));
  if (!fs.existsSync(file)) throw new Error(`${markdownPath(pagePath)} is missing from public/: run \`npx tsx scripts/build-registry.ts\``);
  return fs.readFileSync(file, 'utf8');
}

it('covers both editions on both lines', () => {
  expect(registry.routes.some((route) => localeOfPath(route.path) === 'en')).toBe(true);
  for (const home of ['en/index.md', '7.x/index.md', 'en/7.x/index.md']) expect(fs.existsSync(path.join(publicDir, home))).toBe(true);
});

describe.each(registry.routes.map((route) => [route.path, route] as const))('the Markdown copy of %s', (pagePath, route) => {
  const body = readCopy(pagePath);

  it('starts with the page title', () => {
    expect(body.startsWith(`# ${pageHeading(route.meta.frontmatter, localeOfPath(pagePath))}\n`)).toBe(true);
  });

  it("shows each of its demos under the demo's title in the page's edition", () => {
    const locale = localeOfPath(pagePath);
    const missing = route.demos.filter((id) => !body.includes(`# ${registry.demos[standaloneDemoId(id, route.line)].asset.locales[locale].title}\n`));
    expect(missing).toEqual([]);
  });

  it('has no component left in it', () => {
    expect(body).not.toMatch(/<(Demo|API|DemoIndex)\b/);
  });

  it("holds each of its demos' files in full, as the page's line has them", () => {
    const files = route.demos.flatMap((id) =>
      Object.entries(registry.demos[standaloneDemoId(id, route.line)].asset.dependencies).flatMap(([file, dependency]) =>
        dependency.type === 'FILE' ? [{ name: `${id}/${file}`, source: dependency.value }] : [],
      ),
    );
    expect(files.length).toBeGreaterThanOrEqual(route.demos.length);
    expect(files.filter(({ source }) => !body.includes(source.trimEnd())).map(({ name }) => name)).toEqual([]);
  });
});
