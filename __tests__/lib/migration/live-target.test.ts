import { chooseLiveDemo } from '@/lib/migration/live-target';

const demos = {
  simple: ['@rc-component/table', '@rc-component/table/assets/index.css'],
  aria: ['@rc-component/table', '@rc-component/table/assets/index.css'],
  shadow: ['@rc-component/table', '@rc-component/table/assets/index.css', './style.css'],
  dropdown: ['@rc-component/table', '@rc-component/table/assets/index.css', '@rc-component/dropdown', './StatusFilter', './StatusFilter.tsx', './style.css'],
};

describe('chooseLiveDemo', () => {
  it('runs code any demo can load in the preferred one', () => {
    expect(chooseLiveDemo(['react', '@rc-component/table', '@rc-component/table/assets/index.css'], demos, 'simple')).toEqual({ demo: 'simple', missing: [] });
  });

  it("runs a demo's own code in that demo, whose files it imports", () => {
    expect(chooseLiveDemo(['@rc-component/table', '@rc-component/dropdown', './StatusFilter', './style.css'], demos, 'simple')).toEqual({
      demo: 'dropdown',
      missing: [],
    });
    expect(chooseLiveDemo(['@rc-component/table', './style.css'], demos, 'simple')).toEqual({ demo: 'shadow', missing: [] });
  });

  it('falls back to the demo that can load the most, naming what it cannot', () => {
    expect(chooseLiveDemo(['@rc-component/table', '@rc-component/dropdown', 'left-pad'], demos, 'simple')).toEqual({ demo: 'dropdown', missing: ['left-pad'] });
  });
});
