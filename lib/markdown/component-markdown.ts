import { apiToolsMessagesFor } from '../messages/api-tools';
import { standaloneDemoId } from '../lines/paths';
import { migrationTextsFor } from '../messages/migration';
import { ContentError, nodeStart } from '../registry/errors';
import { apiMarkdown } from './api-markdown';
import { DEMO_ELEMENT } from './demo-embeds';
import { sectionIndexMarkdown } from './section-index-markdown';
import { sourceMarkdown } from './answers-markdown';
import { demoMarkdown } from './demo-markdown';
import type { JsxElement } from './jsx-element';
import { DEFAULT_SOURCE_LINES } from '../answers/keys';
import type { MarkdownContext } from './markdown-context';
import { virtualMatrixMarkdown, whyFeature, whyMarkdown } from '../virtual-matrix/markdown';
import { labFiguresMarkdown } from '../performance-lab/table';

/** Where a component's Markdown form is written, and what it may read. */
export interface ComponentScope {
  /** The content file, for errors. */
  file: string;
  context: MarkdownContext;
  /** Depth for a heading the component adds: one below the last heading before it. */
  headingDepth: number;
  /** The value of a string-literal attribute; a missing one fails, naming the file and the line. */
  attribute(name: string): string;
}

/** A component's Markdown form: the text that replaces the element in the copy. */
export type ComponentMarkdown = (element: JsxElement, scope: ComponentScope) => string;

/** Markdown forms by component name. Open: a page set with more components passes its own map in the context. */
export type ComponentMarkdownHandlers = ReadonlyMap<string, ComponentMarkdown>;

const demo: ComponentMarkdown = (element, scope) => {
  const id = scope.attribute('id');
  const entry = scope.context.registry.demos[standaloneDemoId(id, scope.context.line)];
  if (!entry) throw new ContentError(scope.file, `<${DEMO_ELEMENT} id="${id}"> names no registered demo`, nodeStart(element));
  return demoMarkdown(entry, scope.headingDepth, scope.context.locale);
};

const source: ComponentMarkdown = (element, scope) => {
  const lines = element.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'lines');
  const count = lines && typeof lines.value === 'object' && lines.value !== null ? Number(lines.value.value) : DEFAULT_SOURCE_LINES;
  const ref = { file: scope.attribute('file'), find: scope.attribute('find'), lines: count };
  return sourceMarkdown(scope.context.answers, ref, scope.file, scope.context.locale, scope.context.line);
};

/** The Markdown form of every component the site's pages use. */
export const componentMarkdown: ComponentMarkdownHandlers = new Map<string, ComponentMarkdown>([
  [DEMO_ELEMENT, demo],
  ['API', (_element, scope) => apiMarkdown(scope.attribute('id'), scope.context.api, scope.context.locale, scope.context.line)],
  [
    'DemoIndex',
    (_element, scope) =>
      sectionIndexMarkdown(scope.context.registry, scope.context.siteUrl, scope.headingDepth, scope.context.locale, scope.context.line, '/demo'),
  ],
  [
    'AnswerIndex',
    (_element, scope) =>
      sectionIndexMarkdown(scope.context.registry, scope.context.siteUrl, scope.headingDepth, scope.context.locale, scope.context.line, '/troubleshooting'),
  ],
  ['Source', source],
  ['LabFigures', (_element, scope) => labFiguresMarkdown(scope.context.lab, scope.context.line, scope.context.locale)],
  ['VirtualMatrix', (_element, scope) => virtualMatrixMarkdown(scope.context.matrix, scope.context.locale, scope.context.line)],
  [
    'Why',
    (element, scope) => {
      const row = whyFeature(scope.context.matrix, scope.context.line, scope.attribute('feature'));
      if (typeof row === 'string') throw new ContentError(scope.file, row, nodeStart(element));
      return whyMarkdown(row, scope.context.locale, scope.headingDepth);
    },
  ],
  ['ApiVersions', (_element, scope) => apiToolsMessagesFor(scope.context.locale).apiVersionMarkdown],
  ['PartMap', (_element, scope) => apiToolsMessagesFor(scope.context.locale).partMapMarkdown],
  ['MigrationAssistant', (_element, scope) => migrationTextsFor(scope.context.locale).markdownNote],
]);
