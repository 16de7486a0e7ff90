import { attr, type HtmlDocument, type HtmlElement } from './html-tree';

/** Han, kana, CJK symbols and punctuation, and the full-width forms: what the English edition must not show. */
export const CJK = /[\u2E80-\u2FFF\u3000-\u303F\u3040-\u30FF\u3100-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]/u;

/** A text with a Latin letter and no CJK character: what the zh-CN edition's labels must not be, names aside. */
export function isLatinOnly(text: string): boolean {
  return /[A-Za-z]/.test(text) && !CJK.test(text);
}

/** Text that is code or a demo's own render: exempt in both editions, as are elements marked in another language. */
const CODE = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style', 'template', 'noscript', 'svg']);
/** Elements whose text is a control's label. */
const LABELLING = new Set(['button', 'option', 'label', 'summary', 'legend', 'th']);
/** Where a link's text is the site's chrome rather than a page's prose. */
const CHROME = new Set(['header', 'nav', 'footer', 'aside']);
const LABEL_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt'];

export interface EditionText {
  text: string;
  /** A control's label or a chrome link's text, rather than prose. */
  label: boolean;
  /** Where it is, for a failure message: the element and its nearest id. */
  where: string;
}

function isExempt(element: HtmlElement, pageLang: string): boolean {
  if (CODE.has(element.tagName)) return true;
  if (attr(element, 'data-demo-area') !== undefined || attr(element, 'data-demo-root') !== undefined) return true;
  const lang = attr(element, 'lang');
  return lang !== undefined && lang !== pageLang;
}

/**
 * The texts a reader meets on a page in its own language: text nodes and label attributes of `<body>`, leaving
 * out code, demo renders (the demo's own code at work) and elements marked with another `lang` (the language
 * switch naming the other edition). Each text says whether it labels a control or the chrome.
 */
export function editionTexts(document: HtmlDocument, pageLang: string): EditionText[] {
  const found: EditionText[] = [];
  const visit = (element: HtmlElement, labelled: boolean, chrome: boolean, where: string) => {
    if (isExempt(element, pageLang)) return;
    const id = attr(element, 'id');
    const here = id ? `${element.tagName}#${id}` : where;
    for (const name of LABEL_ATTRIBUTES) {
      const value = attr(element, name);
      if (value?.trim()) found.push({ text: value.trim(), label: true, where: `${here} [${name}]` });
    }
    const isLabel = labelled || LABELLING.has(element.tagName) || attr(element, 'role') === 'tab' || (chrome && element.tagName === 'a');
    const inChrome = chrome || CHROME.has(element.tagName);
    for (const child of element.childNodes) {
      if (child.nodeName === '#text' && 'value' in child) {
        const text = child.value.trim();
        if (text) found.push({ text, label: isLabel, where: `${here} <${element.tagName}>` });
      } else if ('tagName' in child) {
        visit(child, isLabel, inChrome, here);
      }
    }
  };
  const html = document.childNodes.find((node): node is HtmlElement => 'tagName' in node && node.tagName === 'html');
  const body = html?.childNodes.find((node): node is HtmlElement => 'tagName' in node && node.tagName === 'body');
  if (body) visit(body, false, false, 'body');
  return found;
}
