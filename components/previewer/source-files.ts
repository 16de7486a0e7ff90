import { blockText } from '@/components/code/code-text';

/**
 * The demo's files as the previewer shows them: each file's code block (`data-source-file`) holds its source,
 * once, in its highlighted rendering; this reads them back, by file name.
 */
export function readSourceFiles(previewer: Element | null): Map<string, string> {
  const files = new Map<string, string>();
  for (const block of previewer?.querySelectorAll('[data-source-file]') ?? []) {
    files.set(block.getAttribute('data-source-file') ?? '', blockText(block));
  }
  return files;
}
