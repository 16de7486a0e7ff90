import { findVariants, type GlossaryEntry } from './glossary';

/** A text the glossary governs: a page's source, or a demo's search keywords. */
export interface TermSource {
  file: string;
  /** A page's whole source (frontmatter, subtitle and body), or a demo's keywords joined one a line. */
  text: string;
  /** Line of `file` that the text's first line is on (a demo's `keywords:` line). */
  firstLine?: number;
}

/** One message per glossary variant used in the sources, each naming the file, line, variant and term to use. */
export function variantProblems(sources: TermSource[], entries: GlossaryEntry[]): string[] {
  return sources.flatMap((source) =>
    findVariants(source.text, entries).map(
      (use) => `${source.file}:${use.line + (source.firstLine ?? 1) - 1}: "${use.variant}" is a variant of ${use.id}; the site says "${use.term}"`,
    ),
  );
}

/** A demo entry's `keywords:` header line as a source to check, or undefined when its header has none. */
export function demoKeywordsSource(file: string, source: string): TermSource | undefined {
  const header = /^\/\*\*[\s\S]*?\*\//.exec(source)?.[0] ?? '';
  const lines = header.split('\n');
  const index = lines.findIndex((line) => /^\s*\*\s*keywords:/.test(line));
  if (index === -1) return undefined;
  return { file, text: lines[index], firstLine: index + 1 };
}
