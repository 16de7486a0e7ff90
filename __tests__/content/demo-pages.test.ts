import generated from '@/.generated/registry.json';
import { localeOfPath, localizedRouteId } from '@/lib/i18n/locales';
import type { Registry } from '@/lib/registry/types';

/** What the /demo index and the sidebar show of each demo page comes from its frontmatter. */
const registry = generated as Registry;
const demoPages = registry.routes.filter((route) => route.path.startsWith('/demo/'));
const englishDemoPages = registry.routes.filter((route) => route.path.startsWith('/en/demo/'));

describe('demo pages', () => {
  it('are found under content/demo/', () => {
    expect(demoPages.length).toBeGreaterThanOrEqual(3);
  });

  it.each(demoPages.map((route) => [route.path, route] as const))('%s has a kebab-case path, a title and a description', (path, route) => {
    expect(path).toMatch(/^\/demo\/[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(route.meta.frontmatter.title.trim()).not.toBe('');
    expect(route.meta.frontmatter.description?.trim() ?? '').not.toBe('');
  });
});

describe('English demo pages', () => {
  it('are found under content/en/demo/, one for each zh-CN demo page', () => {
    expect(englishDemoPages.map((route) => route.id).sort()).toEqual(demoPages.map((route) => localizedRouteId(route.id, 'en')).sort());
    expect(englishDemoPages.every((route) => localeOfPath(route.path) === 'en')).toBe(true);
  });

  it.each(englishDemoPages.map((route) => [route.path, route] as const))('%s has a kebab-case path, a title and a description', (path, route) => {
    expect(path).toMatch(/^\/en\/demo\/[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(route.meta.frontmatter.title.trim()).not.toBe('');
    expect(route.meta.frontmatter.description?.trim() ?? '').not.toBe('');
  });
});
