import matter from 'gray-matter';
import { ContentError } from './errors';
import { checkFields, FrontmatterSchema, type AuthoredFrontmatter } from './schema';

/** Reads YAML frontmatter with gray-matter and checks it against the schema; unknown fields are dropped. */
export function parseFrontmatter(file: string, source: string): { data: AuthoredFrontmatter; body: string } {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An empty options object bypasses gray-matter's cache, which would hide a second parse error.
    parsed = matter(source, {});
  } catch (error) {
    throw new ContentError(file, `malformed YAML frontmatter: ${(error as Error).message}`);
  }
  return { data: checkFields(FrontmatterSchema, file, parsed.data), body: parsed.content };
}
