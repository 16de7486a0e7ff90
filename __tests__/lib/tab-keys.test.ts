import { tabIndexAfterKey } from '@/lib/tab-keys';

describe('tabIndexAfterKey', () => {
  it('moves right and left, wrapping at the ends', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 1, 3)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 0, 3)).toBe(2);
  });

  it('goes to the first tab on Home and the last on End', () => {
    expect(tabIndexAfterKey('Home', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('End', 0, 3)).toBe(2);
  });

  it('leaves other keys alone, Up and Down included (the tab list is horizontal)', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'Enter', ' ', 'a']) expect(tabIndexAfterKey(key, 1, 3)).toBeUndefined();
  });
});
