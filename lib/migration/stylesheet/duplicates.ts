import { normalize, type Context } from './context';
import { styles, type Variant } from './variants';

// Rules that now share a selector.

const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/**
 * Two rules can end up with one selector: an old class renamed to one the sheet already styles
 * (`.rc-table-has-fix-left .x` beside `.rc-table-has-fix-start .x`). Where they were different selectors in 7.x,
 * 1.x now applies both with the later winning, which may not be what 7.x did: reported, naming both lines. (The
 * direction scopes cannot cause this: they sit in `:where()`, which keeps each selector's 7.x weight, so a scoped
 * rule and the right-to-left override written beside it still stand in 7.x's order.) Rules inside different
 * at-rules (`@media`) never share a selector.
 */
export function flagDuplicates(context: Context, rewritten: readonly (Variant[] | undefined)[]): void {
  const { blocks, resolved, text } = context;
  const seen = new Map<string, { start: number; original: string }>();
  const atContext = (index: number) => {
    const preludes: string[] = [];
    for (let parent = blocks[index].parent; parent !== undefined; parent = blocks[parent].parent)
      if (blocks[parent].kind === 'at') preludes.push(normalize(text.slice(blocks[parent].prelude.start, blocks[parent].prelude.end)));
    return preludes.join(' / ');
  };
  blocks.forEach((block, index) => {
    const before = resolved[index];
    const after = rewritten[index];
    if (!before || !after || !styles(block)) return;
    block.items.forEach((item, i) => {
      const original = before.filter((v) => v.item === i);
      if (original.length !== 1) return;
      for (const variant of after.filter((v) => v.item === i)) {
        const selector = normalize(variant.text);
        const key = `${atContext(index)}\n${selector}`;
        const entry = { start: item.start, original: normalize(original[0].text) };
        const earlier = seen.get(key);
        seen.set(key, entry);
        if (!earlier || earlier.original === entry.original) continue;
        const [first, second] = [lineOf(text, earlier.start), lineOf(text, entry.start)];
        context.pending.push((report) => report.warn(entry.start, 'class-name', 'rule-duplicate', { selector, first, second }));
      }
    });
  });
}
