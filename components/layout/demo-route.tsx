import type { Metadata } from 'next';
import { DemoPreview } from '@/components/previewer/DemoPreview';
import { localizedPath, type LocaleId } from '@/lib/i18n/locales';
import { pageMetadata, redirectMetadata } from '@/lib/page-metadata';
import { demoAliases, demoPageRoutes, routeByPath } from '@/lib/source';
import { DocPage } from './DocPage';
import { RedirectPage } from './RedirectPage';

type Props = { params: Promise<{ name: string }> };

/**
 * The `/demo/[name]` route of an edition: its demo pages, and in zh-CN the other spellings of their names (the old
 * site's addresses, never under /en) as static redirect pages.
 */
export function demoRoute(locale: LocaleId) {
  const prefix = `${localizedPath('/demo', locale)}/`;
  const aliases = locale === 'zh-CN' ? demoAliases() : [];
  const aliasTarget = (name: string) => aliases.find((alias) => alias.name === name)?.target;
  // `<Demo>` is provided here only, so the previewer is in no other route's first load.
  const demoPageComponents = {
    Demo: function LocalizedDemo({ id }: { id: string }) {
      return <DemoPreview id={id} locale={locale} />;
    },
  };

  function generateStaticParams() {
    return [...demoPageRoutes(locale).map((route) => ({ name: route.path.slice(prefix.length) })), ...aliases.map(({ name }) => ({ name }))];
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { name } = await params;
    const target = aliasTarget(name);
    if (target) return redirectMetadata(target);
    return pageMetadata(routeByPath(`${prefix}${name}`));
  }

  async function DemoPage({ params }: Props) {
    const { name } = await params;
    const target = aliasTarget(name);
    // The camel-case spelling of a demo name is a static redirect page to the kebab-case one.
    if (target) return <RedirectPage target={target} />;
    return <DocPage route={routeByPath(`${prefix}${name}`)} components={demoPageComponents} />;
  }

  return { generateStaticParams, generateMetadata, DemoPage };
}
