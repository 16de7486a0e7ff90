/**
 * The one place a heading id is computed. The MDX compile (next.config.mjs names this file, so it is plain
 * JavaScript that Node and Turbopack's loader import as it is) and the registry's outline run this plugin over
 * the same Markdown, so a rendered heading's id and its TOC link are equal by construction.
 */
import { slug } from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

/**
 * A heading's id: GitHub's slug of its text, image alt text left out as the rendered heading leaves it out.
 * Deliberately not de-duplicated: the registry fails the build on a repeated id instead.
 */
function idOf(heading) {
  return slug(toString(heading, { includeImageAlt: false }).replace(/\s+/g, ' ').trim());
}

/** The id this plugin gave a heading ('' before it ran). */
export function headingIdOf(heading) {
  const id = heading.data?.hProperties?.id;
  return typeof id === 'string' ? id : '';
}

/** Sets each heading's id as the `id` property its element (and so the MDX heading component) receives. */
export default function remarkHeadingIds() {
  return (tree) => {
    visit(tree, 'heading', (heading) => {
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id: idOf(heading) } };
    });
  };
}
