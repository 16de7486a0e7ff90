import { Children, isValidElement, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import type { Messages } from '@/lib/messages';
import styles from './Heading.module.css';

/** Plain text of rendered MDX children, matching what the registry reads from the Markdown source. */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/**
 * A heading with the id the MDX compile gave it (lib/markdown/remark-heading-ids.mjs, the same plugin the
 * registry's TOC comes from), and a hover anchor link to it.
 */
export function Heading({ level, id, children, messages }: { level: HeadingLevel; id: string | undefined; children: ReactNode; messages: Messages }) {
  if (!id) throw new Error('A Markdown heading has no id: lib/markdown/remark-heading-ids.mjs did not run on its page');
  const title = textOf(Children.toArray(children)).replace(/\s+/g, ' ').trim();
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={styles.heading}>
      {children}
      <a className={styles.anchor} href={`#${encodeURIComponent(id)}`} aria-label={messages.anchorLabel(title)}>
        #
      </a>
    </Tag>
  );
}

/** The MDX elements h2–h6 of an edition: each passes on the id the compile gave it. */
export function headingElements(messages: Messages) {
  return Object.fromEntries(
    ([2, 3, 4, 5, 6] as const).map((level) => [
      `h${level}`,
      function MdxHeading({ id, children }: ComponentPropsWithoutRef<'h2'>) {
        return (
          <Heading level={level} id={id} messages={messages}>
            {children}
          </Heading>
        );
      },
    ]),
  );
}
