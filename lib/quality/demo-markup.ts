import { serializeOuter } from 'parse5';
import { attr, elements, type HtmlDocument, type HtmlElement } from './html-tree';

/** React's generated ids (`useId`): `_R_14dl5fiv5ukiv5u6ivb_`, which depend on where a component sits in the page. */
const REACT_ID = /_R_[A-Za-z0-9]+_/g;

/**
 * A demo's server-rendered markup, its React-generated ids numbered in order of appearance, so that the same demo
 * reads the same on its page and on its standalone page (`/~demos/<id>`), where it sits elsewhere in the tree.
 */
export function demoMarkup(root: HtmlElement): string {
  const ids = new Map<string, string>();
  return serializeOuter(root).replace(REACT_ID, (id) => {
    if (!ids.has(id)) ids.set(id, `_id${ids.size + 1}_`);
    return ids.get(id) ?? id;
  });
}

/** The demo renders (`[data-demo-root]`) in a page or a part of one, in document order. */
export function demoRoots(root: HtmlDocument | HtmlElement): HtmlElement[] {
  return elements(root).filter((element) => attr(element, 'data-demo-root') !== undefined);
}
