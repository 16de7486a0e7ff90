import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import type { LocaleId } from '@/lib/i18n/locales';
import { CURRENT_LINE, isLineId, prefixedLines, type LineId } from '@/lib/lines/lines';
import { sitePath } from '@/lib/lines/paths';
import { pageMetadata } from '@/lib/page-metadata';
import { routeByPath } from '@/lib/source';
import { DocPage } from './DocPage';
import { DocShell } from './DocShell';

/**
 * The route tree takes the line from the path as it takes the edition: each edition has its routes once for the
 * current line (`(current)/`) and once under `[line]/`, whose files re-export the same routes; these factories read
 * the line from the `[line]` param, or take the current line where there is none.
 */
export type LineParams = Promise<{ line?: string }>;

/** The line a route's params name: the `[line]` segment, else the current line. */
export async function lineOf(params: LineParams): Promise<LineId> {
  const { line } = await params;
  if (line === undefined) return CURRENT_LINE;
  if (!isLineId(line)) notFound();
  return line;
}

/** A content page at a fixed route (`/`, `/changelog`, `/demo`) on the line of the path, in one edition. */
export function docRoute(locale: LocaleId, route: string) {
  async function generateMetadata({ params }: { params: LineParams }): Promise<Metadata> {
    return pageMetadata(routeByPath(sitePath(route, await lineOf(params), locale)));
  }
  async function Page({ params }: { params: LineParams }) {
    return <DocPage route={routeByPath(sitePath(route, await lineOf(params), locale))} />;
  }
  return { generateMetadata, Page };
}

/** The documentation layout of an edition on the line of the path; under `[line]`, one static segment per line that is not the current one. */
export function lineLayout(locale: LocaleId) {
  function generateStaticParams() {
    return prefixedLines().map((line) => ({ line }));
  }
  async function Layout({ params, children }: { params: LineParams; children: ReactNode }) {
    return (
      <DocShell locale={locale} line={await lineOf(params)}>
        {children}
      </DocShell>
    );
  }
  return { generateStaticParams, Layout };
}
