import type { Metadata } from 'next';
import { DemoPreview } from '@/components/previewer/DemoPreview';
import { DEFAULT_LOCALE, type LocaleId } from '@/lib/i18n/locales';
import { CURRENT_LINE, isLineId, type LineId } from '@/lib/lines/lines';
import { sitePath } from '@/lib/lines/paths';
import { pageMetadata, redirectMetadata } from '@/lib/page-metadata';
import { demoAliases, demoPageRoutes, routeByPath } from '@/lib/source';
import { DocPage } from './DocPage';
import { lineOf } from './line-route';
import { RedirectPage } from './RedirectPage';

type Props = { params: Promise<{ name: string; line?: string }> };

/**
 * `<Demo>` for the pages of the routes that embed demos (`/demo/[name]`, `/troubleshooting/[slug]`) and no other, so
 * the previewer is in no other route's first load.
 */
export function demoComponents(locale: LocaleId, line: LineId) {
  return {
    Demo: function LineDemo({ id }: { id: string }) {
      return <DemoPreview name={id} locale={locale} line={line} />;
    },
  };
}

/**
 * The `/demo/[name]` route of an edition, on the line of the path: its demo pages, and in the default edition (zh-CN)
 * the other spellings of their names (the old site's addresses, never under /en) as static redirect pages, on every line.
 */
export function demoRoute(locale: LocaleId) {
  const aliasesOf = (line: LineId) => (locale === DEFAULT_LOCALE ? demoAliases(line) : []);
  const aliasTarget = (name: string, line: LineId) => aliasesOf(line).find((alias) => alias.name === name)?.target;

  /** Under `[line]`, the parent layout's params name the line; at the site's own routes there are none. */
  function generateStaticParams({ params }: { params: object } = { params: {} }) {
    const line = 'line' in params && typeof params.line === 'string' && isLineId(params.line) ? params.line : CURRENT_LINE;
    const prefix = `${sitePath('/demo', line, locale)}/`;
    return [...demoPageRoutes(locale, line).map((route) => ({ name: route.path.slice(prefix.length) })), ...aliasesOf(line).map(({ name }) => ({ name }))];
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { name } = await params;
    const line = await lineOf(params);
    const target = aliasTarget(name, line);
    if (target) return redirectMetadata(target);
    return pageMetadata(routeByPath(`${sitePath('/demo', line, locale)}/${name}`));
  }

  async function DemoPage({ params }: Props) {
    const { name } = await params;
    const line = await lineOf(params);
    const target = aliasTarget(name, line);
    // The camel-case spelling of a demo name is a static redirect page to the kebab-case one.
    if (target) return <RedirectPage target={target} />;
    return <DocPage route={routeByPath(`${sitePath('/demo', line, locale)}/${name}`)} components={demoComponents(locale, line)} />;
  }

  return { generateStaticParams, generateMetadata, DemoPage };
}
