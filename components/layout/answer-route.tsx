import type { Metadata } from 'next';
import type { LocaleId } from '@/lib/i18n/locales';
import { CURRENT_LINE, isLineId } from '@/lib/lines/lines';
import { sitePath } from '@/lib/lines/paths';
import { pageMetadata } from '@/lib/page-metadata';
import { answerRoutes, routeByPath } from '@/lib/source';
import { demoComponents } from './demo-route';
import { DocPage } from './DocPage';
import { lineOf } from './line-route';

type Props = { params: Promise<{ slug: string; line?: string }> };

/** The `/troubleshooting/[slug]` route of an edition, on the line of the path: one answer page per slug. */
export function answerRoute(locale: LocaleId) {
  const pathOf = (slug: string, line: Parameters<typeof sitePath>[1]) => `${sitePath('/troubleshooting', line, locale)}/${slug}`;

  /** Under `[line]`, the parent layout's params name the line; at the site's own routes there are none. */
  function generateStaticParams({ params }: { params: object } = { params: {} }) {
    const line = 'line' in params && typeof params.line === 'string' && isLineId(params.line) ? params.line : CURRENT_LINE;
    const prefix = `${sitePath('/troubleshooting', line, locale)}/`;
    // Other pages may answer tracker threads too (the VirtualTable compatibility page): only this section's are its slugs.
    return answerRoutes(locale, line)
      .filter((route) => route.path.startsWith(prefix))
      .map((route) => ({ slug: route.path.slice(prefix.length) }));
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { slug } = await params;
    return pageMetadata(routeByPath(pathOf(slug, await lineOf(params))));
  }

  async function AnswerPage({ params }: Props) {
    const { slug } = await params;
    const line = await lineOf(params);
    return <DocPage route={routeByPath(pathOf(slug, line))} components={demoComponents(locale, line)} />;
  }

  return { generateStaticParams, generateMetadata, AnswerPage };
}
