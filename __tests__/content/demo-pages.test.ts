import generated from '@/.generated/registry.json';
import type { Registry } from '@/lib/registry/types';

/** What the /demo index and the sidebar show of each demo page comes from its frontmatter. */
const registry = generated as Registry;
const demoPages = registry.routes.filter((route) => route.path.startsWith('/demo/'));

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
