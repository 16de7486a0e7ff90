import type { HighlightChunk } from '@/lib/search/types';

/** Chunks as text nodes, matches in `<mark>`: markup in the text is shown, never parsed. */
export function HighlightedText({ chunks }: { chunks: HighlightChunk[] }) {
  return chunks.map((chunk, index) => (chunk.highlighted ? <mark key={index}>{chunk.text}</mark> : <span key={index}>{chunk.text}</span>));
}
