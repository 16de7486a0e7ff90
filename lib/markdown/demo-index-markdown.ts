import { absoluteUrl } from '../crawler-files';
import { messages } from '../messages';
import { buildSidebar } from '../registry/sidebar';
import type { Registry, RouteEntry } from '../registry/types';
import { pageHeading } from './path';

/** `<DemoIndex />`: every demo page with its summary, in sidebar groups (headings at `depth`), as on the /demo page. */
export function demoIndexMarkdown(registry: Registry, siteUrl: string, depth: number): string {
  const pages = new Map(registry.routes.filter((route) => route.path.startsWith('/demo/')).map((route) => [route.path, route]));
  const section = buildSidebar(registry.routes, registry.nav).find((s) => s.navPath === '/demo');
  const groups = (section?.groups ?? [])
    .map((group) => ({ ...group, items: group.items.filter((item) => pages.has(item.link)) }))
    .filter((group) => group.items.length > 0);
  return [
    messages.demoCount(pages.size),
    ...groups.flatMap((group) => [
      ...(group.title ? [`${'#'.repeat(depth)} ${group.title}`] : []),
      group.items
        .map((item) => {
          const fm = (pages.get(item.link) as RouteEntry).meta.frontmatter;
          return `- [${pageHeading(fm)}](${absoluteUrl(siteUrl, item.link)})${fm.description ? `: ${fm.description}` : ''}`;
        })
        .join('\n'),
    ]),
  ].join('\n\n');
}
