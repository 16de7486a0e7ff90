import { absoluteUrl } from '../crawler-files';
import type { LocaleId } from '../i18n/locales';
import type { LineId } from '../lines/lines';
import { sitePath } from '../lines/paths';
import { messagesFor } from '../messages';
import { answersMessagesFor } from '../messages/answers';
import { buildSidebar } from '../registry/sidebar';
import type { Registry, RouteEntry } from '../registry/types';
import { pageHeading } from './path';

/** How each section with an index counts its pages, as its page does (components/layout/SectionIndex.tsx). */
const COUNTS = {
  '/demo': (locale: LocaleId) => messagesFor(locale).demoCount,
  '/troubleshooting': (locale: LocaleId) => answersMessagesFor(locale).answerCount,
};

/**
 * `<DemoIndex />` and `<AnswerIndex />`: every page of the section (`/demo`, `/troubleshooting`) with its summary, in
 * sidebar groups (headings at `depth`), as on the section's index page.
 */
export function sectionIndexMarkdown(registry: Registry, siteUrl: string, depth: number, locale: LocaleId, line: LineId, route: keyof typeof COUNTS): string {
  const demoBase = sitePath(route, line, locale);
  const pages = new Map(registry.routes.filter((route) => route.path.startsWith(`${demoBase}/`)).map((route) => [route.path, route]));
  const section = buildSidebar(registry.routes, registry.nav).find((s) => s.navPath === demoBase);
  const groups = (section?.groups ?? [])
    .map((group) => ({ ...group, items: group.items.filter((item) => pages.has(item.link)) }))
    .filter((group) => group.items.length > 0);
  return [
    COUNTS[route](locale)(pages.size),
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
