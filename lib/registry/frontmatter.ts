import matter from 'gray-matter';
import { ContentError } from './errors';
import { checkFields, FrontmatterSchema, type AuthoredFrontmatter } from './schema';
import { yamlKeyPosition, yamlSyntaxError, type YamlLine } from './yaml-position';

/** The frontmatter's YAML lines with their places: from line 2 to the closing `---`. */
function frontmatterLines(source: string): YamlLine[] {
  const lines = source.split(/\r?\n/);
  const end = lines.findIndex((line, index) => index > 0 && /^---\s*$/.test(line));
  return lines.slice(1, end < 0 ? lines.length : end).map((text, index) => ({ text, line: index + 2, column: 1 }));
}

/** Reads YAML frontmatter with gray-matter and checks it against the schema; unknown fields are dropped. */
export function parseFrontmatter(file: string, source: string): { data: AuthoredFrontmatter; body: string } {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An empty options object bypasses gray-matter's cache, which would hide a second parse error.
    parsed = matter(source, {});
  } catch (error) {
    const { reason, at } = yamlSyntaxError(error, frontmatterLines(source));
    throw new ContentError(file, `malformed YAML frontmatter: ${reason}`, at);
  }
  const whole = { line: 1, column: 1 };
  return { data: checkFields(FrontmatterSchema, file, parsed.data, (keys) => yamlKeyPosition(frontmatterLines(source), keys, whole)), body: parsed.content };
}
