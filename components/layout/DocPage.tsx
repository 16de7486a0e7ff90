import type { ReactNode } from 'react';
import type { MDXComponents } from 'mdx/types';
import { contentModules } from '@/.generated/content-modules';
import { AnswerLinks } from '@/components/answers/AnswerLinks';
import { PropsUsed } from '@/components/api/PropsUsed';
import { mdxComponentsFor } from '@/components/mdx/mdx-components';
import { localeOfPath, type LocaleId } from '@/lib/i18n/locales';
import type { LineId } from '@/lib/lines/lines';
import { messagesFor } from '@/lib/messages';
import { prevNext, sectionFor } from '@/lib/registry/sidebar';
import { sidebarSectionsFor } from '@/lib/source';
import type { RouteEntry } from '@/lib/registry/types';
import { ContentFooter } from './ContentFooter';
import { PageActions } from './PageActions';
import { PageTabs } from './PageTabs';
import { Toc } from './Toc';
import styles from './DocPage.module.css';

async function renderBody(key: string, locale: LocaleId, line: LineId, components: MDXComponents): Promise<ReactNode> {
  const load = contentModules[key];
  if (!load) throw new Error(`No content module is generated for "${key}"; run the registry build`);
  const { default: Content } = await load();
  return <Content components={{ ...mdxComponentsFor(locale, line), ...components }} />;
}

/** A content page (`components` adds MDX elements only its route provides): title block or hero, the MDX body (with tabs when it has them), TOC and footer. */
export async function DocPage({ route, components = {} }: { route: RouteEntry; components?: MDXComponents }) {
  const fm = route.meta.frontmatter;
  const showToc = fm.toc !== false;
  const locale = localeOfPath(route.path);
  const { line } = route;
  const body = await renderBody(route.id, locale, line, components);
  const { prev, next } = prevNext(sectionFor(sidebarSectionsFor(locale, line), route.path), route.path);

  const header = fm.hero ? (
    <div className={styles.hero}>
      <h1>{fm.hero.title}</h1>
      <p>{fm.hero.description}</p>
      <PageActions path={route.path} locale={locale} />
    </div>
  ) : (
    <div className={styles.title}>
      <h1>{fm.title}</h1>
      {fm.subtitle && <p className={styles.subtitle}>{fm.subtitle}</p>}
      <PageActions path={route.path} locale={locale} />
    </div>
  );

  const tabs = route.meta.tabs;
  const content =
    tabs.length === 0 ? (
      <div className="doc-columns">
        <div className="doc-article prose">{body}</div>
        {showToc && <Toc items={route.meta.toc} />}
      </div>
    ) : (
      <PageTabs
        showToc={showToc}
        tabs={[
          { key: '', title: messagesFor(locale).docTab, content: body, toc: route.meta.toc },
          ...(await Promise.all(
            tabs.map(async (tab) => ({
              key: tab.key,
              title: tab.meta.frontmatter.title,
              content: await renderBody(`${route.id}$tab-${tab.key}`, locale, line, components),
              toc: tab.meta.toc,
            })),
          )),
        ]}
      />
    );

  return (
    <article className={styles.page}>
      {header}
      {content}
      <PropsUsed routeId={route.id} locale={locale} line={line} />
      <AnswerLinks routeId={route.id} locale={locale} />
      <ContentFooter locale={locale} filename={fm.filename} lastUpdated={fm.lastUpdated} prev={prev} next={next} />
    </article>
  );
}
