import { namesOnly } from '@/lib/search/names-only';

describe('namesOnly', () => {
  it('keeps, per section, the API names its prose mentions, once each, and drops the prose', () => {
    const texts = [
      { value: 'Released on 2026-08-18', paraId: 0, tocIndex: 0 },
      { value: 'Added: expandable.showExpandAll and onExpandAll; components.ExpandIcon gets type: row.', paraId: 1, tocIndex: 0 },
      { value: 'Fixed: onExpandAll fires once, e.g. with rc-table-row-expand-icon buttons, in 1.11.1.', paraId: 2, tocIndex: 0 },
      { value: 'Released on 2026-08-03', paraId: 3, tocIndex: 1 },
      { value: 'Fixed: hover highlights the right rows of VirtualTable and scroll.x.', paraId: 4, tocIndex: 1 },
    ];
    expect(namesOnly(texts)).toEqual([
      { value: 'expandable.showExpandAll onExpandAll components.ExpandIcon rc-table-row-expand-icon', paraId: 0, tocIndex: 0 },
      { value: 'VirtualTable scroll.x', paraId: 1, tocIndex: 1 },
    ]);
  });

  it('leaves out a section that names nothing, and keeps text before the first heading apart', () => {
    expect(
      namesOnly([
        { value: 'The history, newest first: see rowKey.', paraId: 0 },
        { value: 'Maintenance only.', paraId: 1, tocIndex: 0 },
      ]),
    ).toEqual([{ value: 'rowKey', paraId: 0 }]);
  });
});
