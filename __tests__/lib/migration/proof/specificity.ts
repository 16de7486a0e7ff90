import selectorParser, { type Selector } from 'postcss-selector-parser';

// Specificity by the spec, for the stylesheet oracle's cascade.

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
