import { apiAnchor } from '../api/anchor';
import type { LineApiData } from '../api/build';
import { localeOfPath } from '../i18n/locales';
import { LINE_IDS, type LineId } from '../lines/lines';
import { sitePath } from '../lines/paths';
import { ContentError, positionAt } from '../registry/errors';
import type { Registry, RouteEntry } from '../registry/types';
import { issueLink, propKey, sourceKey, type AnswerData, type PageLink, type SourceExcerpt } from './keys';
import { sourceElements, sourceExcerpt } from './source-lines';

/** `api-column-width` → `Column.width` (a Table prop by its name alone), for every row of a line's API tables in one edition. */
function rowNames(api: LineApiData, line: LineId, locale: string): Map<string, string> {
  const tables = api[line][locale as keyof LineApiData[LineId]] ?? {};
  return new Map(
    Object.entries(tables).flatMap(([table, props]) =>
      props.map((prop) => [apiAnchor(table, prop.name), table === 'Table' ? prop.name : `${table}.${prop.name}`] as const),
    ),
  );
}

/**
 * The answers' links, both ways, from the pages' `answer` frontmatter. A demo named there must have a page, and an
 * API row must exist, on at least one line (links go only where they do: 1.x's `classNames` row, its `scroll-to`
 * demo); anything else fails the build, naming the answer's file.
 */
export function buildAnswerData(registry: Registry, api: LineApiData): AnswerData {
  const data: AnswerData = { pages: {}, byDemoPage: {}, byProp: {} };
  const routeAt = new Map(registry.routes.map((route) => [route.path, route]));
  const answers = registry.routes.filter((route) => route.meta.frontmatter.answer);
  for (const route of answers) {
    const answer = route.meta.frontmatter.answer as NonNullable<RouteEntry['meta']['frontmatter']['answer']>;
    const file = route.meta.frontmatter.filename;
    const locale = localeOfPath(route.path);
    const link: PageLink = { path: route.path, title: route.meta.frontmatter.title };
    const demos = answer.demos.flatMap((name) => {
      const page = routeAt.get(sitePath(`/demo/${name}`, route.line, locale));
      if (!page) {
        if (!LINE_IDS.some((line) => routeAt.has(sitePath(`/demo/${name}`, line, locale)))) {
          throw new ContentError(file, `answer.demos names "${name}", which has no demo page`);
        }
        return [];
      }
      (data.byDemoPage[page.id] ??= []).push(link);
      return [{ path: page.path, title: page.meta.frontmatter.title }];
    });
    const rows = rowNames(api, route.line, locale);
    const props = answer.props.flatMap((prop) => {
      const anchor = `api-${prop}`;
      const name = rows.get(anchor);
      if (!name) {
        const anywhere = LINE_IDS.some((line) => rowNames(api, line, locale).has(anchor));
        if (!anywhere) throw new ContentError(file, `answer.props names "${prop}", which is no API row (its anchor would be #${anchor})`);
        return [];
      }
      (data.byProp[propKey(route.line, locale, anchor)] ??= []).push(link);
      return [{ path: `${sitePath('/', route.line, locale)}#${anchor}`, name }];
    });
    data.pages[route.id] = { issues: answer.issues.map(issueLink), demos, props };
  }
  return data;
}

/**
 * The excerpts every page's `<Source>` elements show, by line and `sourceKey`, each read from the line's installed
 * package (`lineText`: a page's text as its line shows it, so a `<Line only>` block is read on its line only).
 */
export function buildSourceExcerpts(
  root: string,
  registry: Registry,
  lineText: (file: string, line: LineId) => string,
): Record<LineId, Record<string, SourceExcerpt>> {
  const excerpts = Object.fromEntries(LINE_IDS.map((line) => [line, {}])) as Record<LineId, Record<string, SourceExcerpt>>;
  for (const route of registry.routes) {
    const files = [route.meta.frontmatter.filename, ...route.meta.tabs.map((tab) => tab.meta.frontmatter.filename)].filter((file) => file.endsWith('.mdx'));
    for (const file of files) {
      const text = lineText(file, route.line);
      for (const element of sourceElements(file, text)) {
        const key = sourceKey(element);
        excerpts[route.line][key] ??= sourceExcerpt(
          root,
          route.line,
          { file: element.file, find: element.find, lines: element.lines },
          file,
          positionAt(text, element.offset),
        );
      }
    }
  }
  return excerpts;
}
