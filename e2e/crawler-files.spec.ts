import { localeOfPath } from '../lib/i18n/locales';
import { expect, test } from '@playwright/test';
import { markdownPath } from '../lib/markdown/path';
import { readRegistry } from './helpers';

test('sitemap.xml lists every page of the registry, and robots.txt points at it', async ({ request }) => {
  const registry = readRegistry();
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(locs.sort()).toEqual(registry.routes.map((r) => r.path).sort());

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

for (const edition of [
  { llms: '/llms.txt', locale: 'zh-CN', line: '1.x' },
  { llms: '/en/llms.txt', locale: 'en', line: '1.x' },
  { llms: '/7.x/llms.txt', locale: 'zh-CN', line: '7.x' },
  { llms: '/en/7.x/llms.txt', locale: 'en', line: '7.x' },
] as const) {
  test(`${edition.llms} has a line for every page of its edition and line, linking its Markdown copy`, async ({ request }) => {
    const registry = readRegistry();
    const response = await request.get(edition.llms);
    expect(response.status()).toBe(200);
    const text = await response.text();
    const linked = [...text.matchAll(/^- \[[^\]]+\]\((https?:\/\/[^)]+)\)/gm)].map((m) => new URL(m[1]).pathname);
    const pages = registry.routes.filter((r) => localeOfPath(r.path) === edition.locale && r.line === edition.line);
    expect(linked.sort()).toEqual(pages.map((r) => markdownPath(r.path)).sort());
  });
}
