import { isScrollRegion, type ScrollBox } from '@/lib/scroll-region';

const box = (overrides: Partial<ScrollBox>): ScrollBox => ({
  overflowX: 'visible',
  overflowY: 'visible',
  scrollWidth: 100,
  clientWidth: 100,
  scrollHeight: 100,
  clientHeight: 100,
  ...overrides,
});

describe('isScrollRegion', () => {
  it('is true when an axis that scrolls overflows', () => {
    expect(isScrollRegion(box({ overflowX: 'auto', scrollWidth: 180 }))).toBe(true);
    expect(isScrollRegion(box({ overflowY: 'scroll', scrollHeight: 400 }))).toBe(true);
  });

  it('is false when a scrolling axis fits its content', () => {
    expect(isScrollRegion(box({ overflowX: 'auto', overflowY: 'auto' }))).toBe(false);
  });

  it('is false when the overflowing axis is clipped or visible', () => {
    expect(isScrollRegion(box({ overflowX: 'hidden', scrollWidth: 180 }))).toBe(false);
    expect(isScrollRegion(box({ overflowY: 'visible', scrollHeight: 400 }))).toBe(false);
    expect(isScrollRegion(box({ overflowX: 'clip', overflowY: 'auto', scrollWidth: 180 }))).toBe(false);
  });
});
