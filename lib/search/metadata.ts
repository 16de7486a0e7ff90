import type { Registry } from '../registry/types';
import type { SearchMetadata, SearchTerms } from './types';

/**
 * The search payload: only what the index needs from the registry (titles, outlines, texts, demo
 * metadata, nav) and the search vocabulary, leaving out demo sources and file data so the first search stays
 * a small download.
 */
export function toSearchMetadata(registry: Registry, terms: SearchTerms): SearchMetadata {
  const pathOf = new Map(registry.routes.map((route) => [route.id, route.path]));
  return {
    routes: registry.routes.map(({ path, meta }) => ({
      path,
      title: meta.frontmatter.title,
      ...(meta.frontmatter.subtitle ? { subtitle: meta.frontmatter.subtitle } : {}),
      ...(meta.frontmatter.description ? { description: meta.frontmatter.description } : {}),
      ...(meta.frontmatter.keywords?.length ? { keywords: meta.frontmatter.keywords } : {}),
      toc: meta.toc,
      texts: meta.texts,
      tabs: meta.tabs.map((tab) => ({ key: tab.key, title: tab.meta.frontmatter.title, toc: tab.meta.toc, texts: tab.meta.texts })),
    })),
    demos: Object.values(registry.demos).flatMap((demo) => {
      const path = pathOf.get(demo.routeId);
      if (path === undefined) return [];
      const { id, title, description, keywords } = demo.asset;
      return [{ id, path, title, description, keywords }];
    }),
    nav: registry.nav.map(({ title, order, link, activePath }) => ({ title, order, link, activePath })),
    terms,
  };
}
