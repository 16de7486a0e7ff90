import { splitInlineCode } from '@/lib/inline-code';

/** Renders one-line text whose `backtick` spans are code (demo descriptions are written that way). */
export function InlineCode({ text }: { text: string }) {
  return <>{splitInlineCode(text).map((chunk, index) => (chunk.code ? <code key={index}>{chunk.text}</code> : chunk.text))}</>;
}
