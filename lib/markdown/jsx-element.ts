import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

/** A JSX element in MDX, as a block or inline. */
export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** The value of an attribute written as a string literal (`id="simple"`); undefined for a missing, boolean or expression one. */
export function literalAttribute(element: JsxElement, name: string): string | undefined {
  const attribute = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}
