import { absoluteUrl } from '../crawler-files';
import type { LocaleId } from '../i18n/locales';
import type { LineId } from '../lines/lines';
import { sitePath } from '../lines/paths';
import { buildSidebar } from '../registry/sidebar';
import type { Registry, RouteEntry } from '../registry/types';
import { sectionCountText, type IndexedSection } from '../sections';
import { pageHeading } from './path';

/**
 * `<DemoIndex />` and `<AnswerIndex />`: every page of the section (`/demo`, `/troubleshooting`) with its summary, in
 * sidebar groups (headings at `depth`), as on the section's index page.
 */
export function sectionIndexMarkdown(registry: Registry, siteUrl: string, depth: number, locale: LocaleId, line: LineId, route: IndexedSection): string {
  const base = sitePath(route, line, locale);
  const pages = new Map(registry.routes.filter((entry) => entry.path.startsWith(`${base}/`)).map((entry) => [entry.path, entry]));
  const section = buildSidebar(registry.routes, registry.nav).find((s) => s.navPath === base);
  const groups = (section?.groups ?? [])
    .map((group) => ({ ...group, items: group.items.filter((item) => pages.has(item.link)) }))
    .filter((group) => group.items.length > 0);
  return [
    sectionCountText(route, locale, pages.size),
    ...groups.flatMap((group) => [
      ...(group.title ? [`${'#'.repeat(depth)} ${group.title}`] : []),
      group.items
        .map((item) => {
          const fm = (pages.get(item.link) as RouteEntry).meta.frontmatter;
          return `- [${pageHeading(fm, locale)}](${absoluteUrl(siteUrl, item.link)})${fm.description ? `: ${fm.description}` : ''}`;
        })
        .join('\n'),
    ]),
  ].join('\n\n');
}
