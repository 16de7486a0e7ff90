import selectorParser, { type Selector } from 'postcss-selector-parser';
import type { Span } from '../class-rewrite';
import type { Report } from '../report';
import { normalize, type Context } from './context';
import type { Block } from './sheet';
import { styles, type Variant } from './variants';

// Merging rules that now share a selector.

const LEGACY_PSEUDO_ELEMENTS = new Set([':before', ':after', ':first-line', ':first-letter']);

/** [ids, classes / attributes / pseudo-classes, elements / pseudo-elements] of one selector of a list. */
function weigh(selector: Selector): [number, number, number] {
  const weight: [number, number, number] = [0, 0, 0];
  const add = (more: readonly number[]) => more.forEach((n, i) => (weight[i] += n));
  for (const node of selector.nodes) {
    if (node.type === 'id') weight[0] += 1;
    else if (node.type === 'class' || node.type === 'attribute') weight[1] += 1;
    else if (node.type === 'tag') weight[2] += 1;
    else if (node.type === 'pseudo') {
      const name = node.value.toLowerCase();
      if (name.startsWith('::') || LEGACY_PSEUDO_ELEMENTS.has(name)) weight[2] += 1;
      // `:is()`, `:not()` and `:has()` weigh what their heaviest argument weighs; `:where()` nothing.
      else if (name === ':is' || name === ':not' || name === ':has' || name === ':matches') add(heaviest(node.nodes));
      else if (name !== ':where') weight[1] += 1;
    }
  }
  return weight;
}

const heaviest = (selectors: readonly Selector[]): number[] => selectors.map(weigh).reduce((a, b) => (compare(a, b) >= 0 ? a : b), [0, 0, 0]);
const compare = (a: readonly number[], b: readonly number[]) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** A (resolved) selector's specificity, read by `postcss-selector-parser`; undefined when it does not read as CSS. */
export function specificity(selector: string): [number, number, number] | undefined {
  try {
    const root = selectorParser().astSync(selector.replace(/@\{[\w-]+\}|#\{[^{}]*\}/g, (m) => 'x'.repeat(m.length)));
    const [weight] = root.nodes.map(weigh);
    return weight && root.nodes.length === 1 ? weight : undefined;
  } catch {
    return undefined;
  }
}

interface Entry {
  block: number;
  item: number;
  original: string;
  /** Written again as one copy per direction (`direction-split.ts`): half of it cannot be dropped. */
  split: boolean;
}

/** A selector dropped because another rule, with the same selector in 1.x, wins as it did in 7.x. */
interface Merge extends Entry {
  values: { selector: string; from: string; line: number };
}

const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/**
 * Two rules can end up with one selector: 7.x's left-to-right rule and its right-to-left override
 * (`.rc-table-cell-fix-right-last` and `.rc-table-rtl .rc-table-cell-fix-right-last`, both
 * `.rc-table-rtl .rc-table-cell-fix-start-shadow` once the first is scoped), or an old class renamed to one the
 * sheet already styles. 7.x let the more specific one win (the later on a tie); 1.x, with equal selectors, lets
 * the later one win. Decision: drop the selector of the one 7.x let lose (from its list, or its whole rule when
 * it was the only one), which keeps 7.x's result, but only when the winner sets every property the loser sets
 * (so nothing else is lost) and both rules are plain (declarations only, one resolved selector each). Otherwise
 * both stay and a warning names both lines, as they do when either selector does not read as CSS, or when the loser
 * is one copy of a selector written once per direction and came later (when it came first, 1.x's cascade
 * keeps 7.x's result with both). Rules inside different at-rules (`@media`) never merge.
 */
export function mergeDuplicates(context: Context, rewritten: readonly (Variant[] | undefined)[]): Merge[] {
  const { blocks, resolved, text } = context;
  const seen = new Map<string, Entry>();
  const merges: Merge[] = [];
  const atContext = (index: number) => {
    const preludes: string[] = [];
    for (let parent = blocks[index].parent; parent !== undefined; parent = blocks[parent].parent)
      if (blocks[parent].kind === 'at') preludes.push(normalize(text.slice(blocks[parent].prelude.start, blocks[parent].prelude.end)));
    return preludes.join(' / ');
  };
  const plain = (entry: Entry) => !blocks[entry.block].opaque && !blocks[entry.block].nests;
  const covers = (winner: Block, loser: Block) =>
    loser.declarations.every((d) => winner.declarations.some((w) => w.property === d.property && (w.important || !d.important)));
  const start = (entry: Entry) => blocks[entry.block].items[entry.item].start;

  blocks.forEach((block, index) => {
    const before = resolved[index];
    const after = rewritten[index];
    if (!before || !after || !styles(block)) return;
    block.items.forEach((_, item) => {
      const original = before.filter((v) => v.item === item);
      const now = after.filter((v) => v.item === item);
      const split = context.splits.has(`${index}:${item}`);
      if (original.length !== 1 || now.length !== (split ? 2 : 1)) return;
      for (const variant of now) {
        const selector = normalize(variant.text);
        const key = `${atContext(index)}\n${selector}`;
        const entry: Entry = { block: index, item, original: normalize(original[0].text), split };
        const earlier = seen.get(key);
        seen.set(key, entry);
        if (!earlier || earlier.original === entry.original) continue;
        const [mine, theirs] = [specificity(entry.original), specificity(earlier.original)];
        const winner = mine && theirs && compare(mine, theirs) >= 0 ? entry : earlier;
        const loser = winner === entry ? earlier : entry;
        // Half of a split item cannot be dropped; where the later rule won in 7.x, 1.x's cascade keeps that anyway.
        if (mine && theirs && loser.split && winner === entry) continue;
        if (mine && theirs && !loser.split && plain(winner) && plain(loser) && covers(blocks[winner.block], blocks[loser.block])) {
          merges.push({ ...loser, values: { selector, from: loser.original, line: lineOf(text, start(winner)) } });
          seen.set(key, winner);
        } else {
          const [first, second] = [lineOf(text, start(earlier)), lineOf(text, start(entry))];
          context.pending.push({
            start: start(entry),
            end: start(entry),
            emit: (report) => report.warn(start(entry), 'class-name', 'rule-duplicate', { selector, first, second }),
          });
        }
      }
    });
  });
  return merges;
}

/** A whole rule, with the indent before it and the line break after it. */
function wholeRule(text: string, block: Block): Span {
  let start = block.prelude.start;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  if (text.slice(lineStart, start).trim() === '') start = lineStart;
  const end = block.close + 1;
  return { start, end: end + (/^[ \t]*\n?/.exec(text.slice(end))?.[0].length ?? 0) };
}

/**
 * The edits that drop merged selectors: a whole rule when all its selectors go; a selector at the head of its
 * list with the comma after it; any other with the comma before it (a second edit of the same change, so the
 * change is reported where the dropped selector is written). Returns the spans removed and how to report them.
 */
export function dropSelectors(text: string, blocks: readonly Block[], merges: readonly Merge[]): { removed: Span[]; emits: ((report: Report) => void)[] } {
  const removed: Span[] = [];
  const emits: ((report: Report) => void)[] = [];
  for (const index of new Set(merges.map((m) => m.block))) {
    const block = blocks[index];
    const mine = merges.filter((m) => m.block === index);
    const dropped = new Set(mine.map((m) => m.item));
    if (dropped.size === block.items.length) {
      const span = wholeRule(text, block);
      removed.push(span);
      emits.push((report) => report.change({ ...span, text: '' }, 'class-name', 'rule-merged', mine[0].values));
      continue;
    }
    for (const merge of mine) {
      const { items } = block;
      const item = items[merge.item];
      const keptBefore = items.some((_, i) => i < merge.item && !dropped.has(i));
      const edit = keptBefore ? { start: item.start, end: item.end, text: '' } : { start: item.start, end: items[merge.item + 1].start, text: '' };
      const separator = keptBefore ? { start: items[merge.item - 1].end, end: item.start, text: '' } : undefined;
      removed.push({ start: separator?.start ?? edit.start, end: edit.end });
      emits.push((report) => {
        report.change(edit, 'class-name', 'rule-merged', merge.values);
        if (separator) report.edits.push(separator);
      });
    }
  }
  return { removed, emits };
}
