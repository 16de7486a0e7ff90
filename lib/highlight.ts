import { createHighlighter, type Highlighter } from 'shiki';
import { withReadableLightColours } from './code-colours';

const LANGUAGES = ['tsx', 'ts', 'jsx', 'js', 'json', 'css', 'bash', 'md'] as const;
const ALIASES: Record<string, (typeof LANGUAGES)[number]> = {
  typescript: 'ts',
  javascript: 'js',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  markdown: 'md',
};

let highlighter: Promise<Highlighter> | undefined;

/** The language Shiki should use for a fence or file extension; unknown ones render as plain text. */
export function languageFor(name: string | undefined): string {
  const lower = (name ?? '').toLowerCase();
  if ((LANGUAGES as readonly string[]).includes(lower)) return lower;
  return ALIASES[lower] ?? 'text';
}

/**
 * Highlights code at build time into HTML carrying both themes as `--s-l` (light) and `--s-d` (dark)
 * variables only (no inline colours, which html-validate's no-inline-style forbids); the site's colour
 * mode picks one in CSS (components/code). The output is kept short (short names, same-style tokens merged)
 * because a page carries it in its markup and again in its RSC payload. No highlighter ships to the browser.
 */
export async function highlight(code: string, language: string | undefined): Promise<string> {
  highlighter ??= createHighlighter({ themes: ['github-light-default', 'github-dark-default'], langs: [...LANGUAGES] });
  const shiki = await highlighter;
  const html = shiki.codeToHtml(code.replace(/\n$/, ''), {
    lang: languageFor(language),
    themes: { l: 'github-light-default', d: 'github-dark-default' },
    defaultColor: false,
    cssVariablePrefix: '--s-',
    mergeSameStyleTokens: true,
    // Each line's `class="line"` is styled by nothing here.
    transformers: [{ line: (node) => void delete node.properties.class }],
  });
  return withReadableLightColours(html);
}
