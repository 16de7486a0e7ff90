import { Children, isValidElement, type ReactNode } from 'react';
import { messages } from '@/lib/messages';
import { headingId } from '@/lib/slug';

/** Plain text of rendered MDX children, matching what the registry reads from the Markdown source. */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

type Level = 2 | 3 | 4 | 5 | 6;

/** A heading with the same id the registry put in the TOC, and a hover anchor link to it. */
export function Heading({ level, children }: { level: Level; children: ReactNode }) {
  const title = textOf(Children.toArray(children)).replace(/\s+/g, ' ').trim();
  const id = headingId(title);
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className="heading">
      {children}
      <a className="heading-anchor" href={`#${encodeURIComponent(id)}`} aria-label={messages.anchorLabel(title)}>
        #
      </a>
    </Tag>
  );
}
