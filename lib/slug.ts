import { slug } from 'github-slugger';

/**
 * Heading ids, shared by the build-time registry (TOC) and the rendered headings, so every TOC
 * link points at an id that exists. Deliberately not de-duplicating: a repeated id fails the build.
 */
export function headingId(text: string): string {
  return slug(text.trim());
}
