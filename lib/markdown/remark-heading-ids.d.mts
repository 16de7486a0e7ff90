import type { Heading, Root } from 'mdast';
import type { Plugin } from 'unified';

/** The id the plugin gave a heading ('' before it ran). */
export function headingIdOf(heading: Heading): string;

/** Sets each heading's id as the `id` property of its element. */
declare const remarkHeadingIds: Plugin<[], Root>;
export default remarkHeadingIds;
