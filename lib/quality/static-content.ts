import { standaloneDemoId } from '../lines/paths';
import { plainText } from '../inline-code';
import { localeOfPath, type LocaleId } from '../i18n/locales';
import { messagesFor } from '../messages';
import type { Registry } from '../registry/types';
import { attr, elements, find, hasClass, textContent, type HtmlDocument, type HtmlElement } from './html-tree';
import type { PageKind } from './html-meta';

/**
 * The texts a page must show before any script runs, from the registry: the page title, its first
 * block of text, every heading of its outline, and the title and description of each demo it embeds.
 */
export function expectedTexts(kind: PageKind, registry: Registry): string[] {
  switch (kind.kind) {
    case 'doc': {
      const route = registry.routes.find((r) => r.path === kind.path);
      if (!route) return [];
      const fm = route.meta.frontmatter;
      const demos = route.demos.map((name) => registry.demos[standaloneDemoId(name, route.line)]?.asset).filter((asset) => asset !== undefined);
      return [
        fm.hero?.title ?? fm.title,
        ...(route.meta.texts[0] ? [route.meta.texts[0].value] : []),
        ...route.meta.toc.map((entry) => entry.title),
        ...demos.flatMap((asset) => {
          const text = asset.locales[localeOfPath(kind.path)];
          return [text.title, plainText(text.description)];
        }),
      ];
    }
    case 'standalone':
      return [registry.demos[kind.demo]?.asset.title ?? kind.demo];
    case 'redirect':
      return [messagesFor(localeOfPath(kind.target)).movedTo, kind.target];
    case 'not-found':
      return notFoundTexts(kind.locale);
  }
}

function notFoundTexts(locale: LocaleId): string[] {
  const messages = messagesFor(locale);
  return [messages.pageNotFound, messages.notFoundDescription, messages.backToHome];
}

/** Whitespace differs between the Markdown source and the rendered blocks; the words must not. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

/** The expected texts the page's static HTML does not contain (scripts, and so the RSC payload, left out). */
export function missingTexts(document: HtmlDocument, expected: readonly string[]): string[] {
  const body = find(document, (element) => element.tagName === 'body');
  const text = squeeze(body ? textContent(body) : '');
  return expected.filter((value) => !text.includes(squeeze(value)));
}

/** The element a demo renders into: its previewer's original render, or the standalone page's main. */
function demoArea(document: HtmlDocument, id: string, kind: PageKind): HtmlElement | undefined {
  if (kind.kind === 'standalone') return find(document, (element) => element.tagName === 'main' && hasClass(element, 'standalone-demo'));
  const section = find(document, (element) => element.tagName === 'section' && attr(element, 'id') === id);
  return section && find(section, (element) => hasClass(element, 'previewer-original'));
}

/** The ids of demos whose render is missing or has no text in the static HTML (a script would fill it). */
export function emptyDemos(document: HtmlDocument, kind: PageKind, registry: Registry): string[] {
  const ids = kind.kind === 'standalone' ? [kind.demo] : kind.kind === 'doc' ? (registry.routes.find((r) => r.path === kind.path)?.demos ?? []) : [];
  return ids.filter((id) => {
    const area = demoArea(document, id, kind);
    // The standalone page's visually hidden h1 is its title, not the demo.
    const rendered = area ? elements(area).filter((element) => element.tagName !== 'h1') : [];
    return !rendered.some((element) => textContent(element).trim() !== '');
  });
}
