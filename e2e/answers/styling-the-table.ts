import type { AnswerPair } from './types';

export const pair: AnswerPair = {
  problem: 'styling-the-table-problem',
  fix: 'styling-the-table-fix',
  measures: 'background painted behind an overdue row against a plain row, and the overdue text contrast',
  measure: async (section) => {
    // The colour a reader sees behind a cell: its own background, or the first painted one of its ancestors.
    const paint = (element: Element | null): string => {
      for (let node = element; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (colour !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(colour)) return colour;
      }
      return 'rgb(255, 255, 255)';
    };
    const cellOf = (text: string) => [...section.querySelectorAll('tbody td')].find((cell) => cell.textContent === text) ?? null;
    for (let frames = 0; frames < 60 && !(cellOf('Globex') && cellOf('Acme Ltd.')); frames += 1) {
      await new Promise(requestAnimationFrame);
    }
    const overdue = cellOf('Globex');
    const plain = cellOf('Acme Ltd.');
    if (!overdue || !plain) return { symptom: true, figures: { found: false } };
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (colour: string) => {
      const [r, g, b] = channels(colour).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const overdueBackground = paint(overdue);
    const plainBackground = paint(plain);
    const text = getComputedStyle(overdue).color;
    const [light, dark] = [luminance(text), luminance(overdueBackground)].sort((a, b) => b - a);
    const contrast = Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
    return {
      symptom: overdueBackground === plainBackground,
      figures: { overdueBackground, plainBackground, overdueText: text, contrast },
    };
  },
};
