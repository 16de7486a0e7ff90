import { parse, type DefaultTreeAdapterTypes } from 'parse5';

/**
 * A small reading layer over parse5's tree for the checks on the built HTML. parse5 implements the
 * WHATWG parsing algorithm, so a page reads here exactly as a browser builds it before any script runs.
 */
export type HtmlDocument = DefaultTreeAdapterTypes.Document;
export type HtmlElement = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type ChildNode = DefaultTreeAdapterTypes.ChildNode;

export function parseHtml(html: string): HtmlDocument {
  return parse(html);
}

function isElement(node: ChildNode): node is HtmlElement {
  return 'tagName' in node;
}

/**
 * Every element under `root` in document order. A `<template>`'s content is a separate fragment in
 * parse5 (as in the DOM), so it is not visited: it is not part of the rendered page.
 */
export function elements(root: ParentNode): HtmlElement[] {
  const found: HtmlElement[] = [];
  const visit = (parent: ParentNode) => {
    for (const child of parent.childNodes) {
      if (!isElement(child)) continue;
      found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

export function attr(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

/** Space-separated tokens of an attribute (`rel`, `class`), lower-cased where HTML compares them so. */
export function tokens(element: HtmlElement, name: string): string[] {
  return (attr(element, name) ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

export function hasClass(element: HtmlElement, name: string): boolean {
  return (attr(element, 'class') ?? '').split(/\s+/).includes(name);
}

/** Elements whose text is not page content: code and styles, and markup shown only without scripts. */
const NON_CONTENT = new Set(['script', 'style', 'template', 'noscript']);

/** The text a reader sees in `root` with scripts off: script, style and template contents are left out. */
export function textContent(root: ParentNode): string {
  let text = '';
  const visit = (parent: ParentNode) => {
    for (const child of parent.childNodes) {
      if (child.nodeName === '#text' && 'value' in child) text += child.value;
      else if (isElement(child) && !NON_CONTENT.has(child.tagName)) visit(child);
    }
  };
  visit(root);
  return text;
}

/** The first element matching `test`, searching `root` in document order. */
export function find(root: ParentNode, test: (element: HtmlElement) => boolean): HtmlElement | undefined {
  return elements(root).find(test);
}
