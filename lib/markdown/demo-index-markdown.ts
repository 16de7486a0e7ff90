import { absoluteUrl } from '../crawler-files';
import type { LocaleId } from '../i18n/locales';
import type { LineId } from '../lines/lines';
import { sitePath } from '../lines/paths';
import { messagesFor } from '../messages';
import { buildSidebar } from '../registry/sidebar';
import type { Registry, RouteEntry } from '../registry/types';
import { pageHeading } from './path';

/** `<DemoIndex />`: every demo page with its summary, in sidebar groups (headings at `depth`), as on the /demo page. */
export function demoIndexMarkdown(registry: Registry, siteUrl: string, depth: number, locale: LocaleId, line: LineId): string {
  const messages = messagesFor(locale);
  const demoBase = sitePath('/demo', line, locale);
  const pages = new Map(registry.routes.filter((route) => route.path.startsWith(`${demoBase}/`)).map((route) => [route.path, route]));
  const section = buildSidebar(registry.routes, registry.nav).find((s) => s.navPath === demoBase);
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
          return `- [${pageHeading(fm, locale)}](${absoluteUrl(siteUrl, item.link)})${fm.description ? `: ${fm.description}` : ''}`;
        })
        .join('\n'),
    ]),
  ].join('\n\n');
}
