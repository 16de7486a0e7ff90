/** Array methods whose result holds the same columns as the array (or the arrays given to them). */
export const SAME_ITEMS = new Set(['filter', 'slice', 'concat', 'sort', 'reverse', 'toSorted', 'toReversed', 'flat']);
/** Array methods whose callback gets each column first. */
export const EACH_ITEM = new Set([
  'filter',
  'map',
  'flatMap',
  'forEach',
  'some',
  'every',
  'find',
  'findIndex',
  'findLast',
  'findLastIndex',
  'sort',
  'toSorted',
]);
