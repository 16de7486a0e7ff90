import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { ContentError, nodeStart } from '../registry/errors';
import { literalAttribute, type JsxElement } from './jsx-element';

/** The MDX element that embeds a demo from `demos/<id>/`. */
export const DEMO_ELEMENT = 'Demo';

/** Demo ids name a folder in demos/: lower-case words joined by hyphens. */
const DEMO_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isDemoId(id: string): boolean {
  return DEMO_ID.test(id);
}

function demoId(file: string, element: JsxElement): string {
  const id = literalAttribute(element, 'id');
  if (id === undefined || id === '') {
    const line = element.position?.start.line;
    throw new ContentError(file, `<${DEMO_ELEMENT}> needs a literal id attribute${line ? ` (line ${line})` : ''}`, nodeStart(element));
  }
  if (!isDemoId(id)) {
    throw new ContentError(file, `<${DEMO_ELEMENT} id="${id}"> is not a demo folder name (lower-case words joined by hyphens)`, nodeStart(element));
  }
  return id;
}

/** Finds the `<Demo id="…">` of a valid demo id in a page's text, for an error about that embedding. */
export function demoElementPattern(id: string): RegExp {
  return new RegExp(`<${DEMO_ELEMENT}\\b[^>]*\\bid=["']${id}["']`);
}

/** Ids of the demos a page embeds with `<Demo id="…" />`, in document order, wherever they sit (inside other elements, inline). */
export function embeddedDemos(file: string, tree: Root): string[] {
  const ids: string[] = [];
  visit(tree, (node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === DEMO_ELEMENT) ids.push(demoId(file, node));
  });
  return ids;
}
