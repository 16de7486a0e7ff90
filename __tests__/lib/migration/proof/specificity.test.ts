/** @jest-environment node */
import { specificity } from './specificity';

describe("a selector's specificity", () => {
  it.each([
    ['.rc-table-cell', [0, 1, 0]],
    ['#page .rc-table td', [1, 1, 1]],
    ['.rc-table-ping-left .rc-table-cell-fix-left-last::after', [0, 2, 1]],
    // A legacy one-colon pseudo-element weighs as an element, not as a class.
    ['.rc-table-cell:after', [0, 1, 1]],
    ['a:hover[href]', [0, 2, 1]],
    // `:is()` and `:not()` weigh their heaviest argument; `:where()` nothing.
    [':is(.a, #b) td', [1, 0, 1]],
    ['.rc-table:not(.rc-table-rtl) .x', [0, 3, 0]],
    [':where(.rc-table) .x', [0, 1, 0]],
    // A Less or Sass interpolation left unresolved stands for a name.
    ['.@{prefix}-cell-fix-left', [0, 1, 0]],
  ])('%s weighs %j', (selector, weight) => {
    expect(specificity(selector)).toEqual(weight);
  });

  it('is unknown for a list or for what does not read as a selector', () => {
    expect(specificity('.a, .b')).toBeUndefined();
    expect(specificity('.a[')).toBeUndefined();
  });
});
