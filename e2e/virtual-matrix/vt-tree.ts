import type { Probe } from './types';

/**
 * A click on the tree toggle of the second department ("Design") must show its three teams right under it, in order,
 * each name starting at least 10 px further in than "Design" (the indent), and push the next department ("Sales")
 * down; a second click must hide the teams again and bring "Sales" back.
 */
const treeData: Probe = async (half): ReturnType<Probe> => {
  const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const until = async (test: () => boolean) => {
    const end = performance.now() + 2000;
    while (!test() && performance.now() < end) await frame();
    return test();
  };
  const row = (key: string) => {
    const found = half.querySelector<HTMLElement>(`.rc-table-row[data-row-key="${key}"]`);
    return found && found.getBoundingClientRect().height > 0 ? found : null;
  };
  // Where the name's text starts in a row's first cell, as drawn.
  const textLeft = (r: HTMLElement | null) => {
    const cell = r?.querySelector('.rc-table-cell');
    if (!cell) return NaN;
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      return range.getBoundingClientRect().left;
    }
    return NaN;
  };
  const teams = ['d2-1', 'd2-2', 'd2-3'];
  const toggle = () => row('d2')?.querySelector<HTMLElement>('.rc-table-row-expand-icon');
  const nextBefore = row('d3')?.getBoundingClientRect().top;
  if (!toggle() || nextBefore === undefined) return { verdict: 'no', figures: { found: false } };
  const shownBefore = teams.some((key) => row(key));
  toggle()?.click();
  const shown = await until(() => teams.every((key) => row(key)));
  await frame();
  const parent = row('d2');
  const children = teams.map(row);
  const tops = [parent, ...children, row('d3')].map((r) => r?.getBoundingClientRect() ?? null);
  // Each row starts where the one before it ends: parent, its three teams, then the next department.
  const inOrder = tops.every((rect, i) => rect !== null && (i === 0 || Math.abs(rect.top - (tops[i - 1]?.bottom ?? NaN)) <= 2));
  const indent = Math.round(Math.min(...children.map((c) => textLeft(c) - textLeft(parent))));
  const nextPushed = Math.round((row('d3')?.getBoundingClientRect().top ?? nextBefore) - nextBefore);
  toggle()?.click();
  const collapsed = await until(() => teams.every((key) => !row(key)) && Math.abs((row('d3')?.getBoundingClientRect().top ?? -1e6) - nextBefore) <= 1);
  const figures = { shown, inOrder, indent, nextPushed, collapsed };
  if (shownBefore) return { verdict: 'no', figures };
  return { verdict: shown && inOrder && indent >= 10 && nextPushed > 0 && collapsed ? 'works' : 'no', figures };
};

export const probes = { 'tree-data': treeData };
