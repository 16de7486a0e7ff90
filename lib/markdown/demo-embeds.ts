import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { ContentError } from '../registry/errors';
import { literalAttribute, type JsxElement } from './jsx-element';

/** The MDX element that embeds a demo from `demos/<id>/`. */
export const DEMO_ELEMENT = 'Demo';

/** Demo ids name a folder in demos/: lower-case words joined by hyphens. */
const DEMO_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function demoId(file: string, element: JsxElement): string {
  const id = literalAttribute(element, 'id');
  if (id === undefined || id === '') {
    const line = element.position?.start.line;
    throw new ContentError(file, `<${DEMO_ELEMENT}> needs a literal id attribute${line ? ` (line ${line})` : ''}`);
  }
  if (!DEMO_ID.test(id)) throw new ContentError(file, `<${DEMO_ELEMENT} id="${id}"> is not a demo folder name (lower-case words joined by hyphens)`);
  return id;
}

/** Ids of the demos a page embeds with `<Demo id="…" />`, in document order, wherever they sit (inside other elements, inline). */
export function embeddedDemos(file: string, tree: Root): string[] {
  const ids: string[] = [];
  visit(tree, (node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === DEMO_ELEMENT) ids.push(demoId(file, node));
  });
  return ids;
}
