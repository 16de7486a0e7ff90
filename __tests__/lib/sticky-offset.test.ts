import { liftedTop, PAGE_TOP_VARIABLE, sticksToPage } from '@/lib/sticky-offset';

describe('liftedTop', () => {
  it("adds the page header's height to the top rc-table writes", () => {
    expect(liftedTop('0px')).toBe(`calc(0px + var(${PAGE_TOP_VARIABLE}, 0px))`);
    expect(liftedTop(' 24px ')).toBe(`calc(24px + var(${PAGE_TOP_VARIABLE}, 0px))`);
  });

  it('leaves an empty or already lifted top alone', () => {
    expect(liftedTop('')).toBeNull();
    expect(liftedTop(`calc(0px + var(${PAGE_TOP_VARIABLE}, 0px))`)).toBeNull();
  });
});

describe('sticksToPage', () => {
  const open = { overflowX: 'visible', overflowY: 'visible' };

  it('is true when no ancestor clips or scrolls', () => {
    expect(sticksToPage([open, open])).toBe(true);
    expect(sticksToPage([])).toBe(true);
  });

  it('is false inside a scrolling or clipping box', () => {
    expect(sticksToPage([open, { overflowX: 'visible', overflowY: 'auto' }])).toBe(false);
    expect(sticksToPage([{ overflowX: 'hidden', overflowY: 'visible' }, open])).toBe(false);
  });
});
