import { canvasDeficit, scrollSides } from '@/lib/demo-canvas';

describe('canvasDeficit', () => {
  // /demo/fixed-columns at 375 px: 120 + 100 px pinned at the start, 100 px at the end, in a 293 px scroller.
  const fixedColumns = { clientWidth: 293, pinnedLeft: 220, pinnedRight: 100, widestFree: 360 };

  it('widens the canvas until the widest scrolling column fits between the pinned ones', () => {
    expect(canvasDeficit([{ ...fixedColumns, widestFree: 160 }], 341)).toBe(220 + 100 + 160 - 293);
  });

  it('caps the room a scrolling column needs at what the frame shows at a time', () => {
    expect(canvasDeficit([fixedColumns], 341)).toBe(220 + 100 + 341 - 293);
  });

  it('takes the scroller that lacks the most', () => {
    const sticky = { clientWidth: 293, pinnedLeft: 124, pinnedRight: 144, widestFree: 206 };
    expect(canvasDeficit([sticky, { ...fixedColumns, widestFree: 120 }], 341)).toBe(124 + 144 + 206 - 293);
  });

  it('leaves a canvas alone where the pinned columns leave room, or where nothing is pinned', () => {
    expect(canvasDeficit([{ ...fixedColumns, clientWidth: 1000 }], 1048)).toBe(0);
    expect(canvasDeficit([{ clientWidth: 200, pinnedLeft: 0, pinnedRight: 0, widestFree: 600 }], 341)).toBe(0);
    expect(canvasDeficit([], 341)).toBe(0);
  });

  it('leaves it alone where every column is pinned', () => {
    expect(canvasDeficit([{ clientWidth: 200, pinnedLeft: 300, pinnedRight: 0, widestFree: 0 }], 341)).toBe(0);
  });

  it('rounds up to whole pixels, and ignores what rounding leaves', () => {
    expect(canvasDeficit([{ clientWidth: 292.6, pinnedLeft: 220.2, pinnedRight: 100, widestFree: 100 }], 341)).toBe(128);
    expect(canvasDeficit([{ clientWidth: 420, pinnedLeft: 220.2, pinnedRight: 100, widestFree: 100 }], 341)).toBe(0);
  });
});

describe('scrollSides', () => {
  it('shows the end at the start, both in between, the start at the end', () => {
    expect(scrollSides({ scrollLeft: 0, scrollWidth: 600, clientWidth: 300 })).toEqual({ start: false, end: true });
    expect(scrollSides({ scrollLeft: 150, scrollWidth: 600, clientWidth: 300 })).toEqual({ start: true, end: true });
    expect(scrollSides({ scrollLeft: 300, scrollWidth: 600, clientWidth: 300 })).toEqual({ start: true, end: false });
  });

  it('counts a pixel from an edge as the edge, as zoomed pages report fractions', () => {
    expect(scrollSides({ scrollLeft: 0.6, scrollWidth: 600, clientWidth: 300 })).toEqual({ start: false, end: true });
    expect(scrollSides({ scrollLeft: 299.4, scrollWidth: 600, clientWidth: 300 })).toEqual({ start: true, end: false });
  });

  it('shows nothing where nothing is hidden', () => {
    expect(scrollSides({ scrollLeft: 0, scrollWidth: 300.5, clientWidth: 300 })).toEqual({ start: false, end: false });
  });

  it('reads right-to-left scroll positions, which run negative', () => {
    expect(scrollSides({ scrollLeft: -300, scrollWidth: 600, clientWidth: 300 })).toEqual({ start: true, end: false });
  });
});
