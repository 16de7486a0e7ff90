import { render, screen, within } from '@testing-library/react';
import { VirtualMatrix, Why } from '@/components/virtual-matrix/VirtualMatrix';
import { featuresOn } from '@/lib/virtual-matrix/keys';
import { virtualMatrixData } from '@/lib/source';

// The site's own matrix (.generated/virtual-matrix.json, from content/virtual-matrix/): VirtualTable drops a summary
// that is not fixed on both lines, and keeps pinned columns.
describe('<VirtualMatrix>', () => {
  it("lists the line's features against both components, each cell linking its demo and a failing one its why", () => {
    render(<VirtualMatrix locale="en" line="7.x" />);
    const table = screen.getByRole('table', { name: /^rc-table 7\.55\.1: every cell decided by a browser check/ });
    expect(within(table).getAllByRole('row')).toHaveLength(featuresOn(virtualMatrixData.features, '7.x').length + 1);
    expect(within(table).queryByRole('rowheader', { name: 'classNames / styles' })).toBeNull();
    const summary = within(table).getByRole('row', { name: /^Summary row/ });
    expect(within(summary).getByRole('link', { name: 'Summary row, Table: Works, open the demo' })).toHaveAttribute('href', '#vt-summary');
    expect(within(summary).getByRole('link', { name: 'Summary row, VirtualTable: Does not work, open the demo' })).toHaveAttribute('href', '#vt-summary');
    expect(within(summary).getByRole('link', { name: 'Summary row: why, and the way around it' })).toHaveAttribute('href', '#why-summary');
    const pinned = within(table).getByRole('row', { name: /^Columns pinned at the start/ });
    expect(within(pinned).getAllByRole('link')).toHaveLength(2);
  });

  it('counts the VirtualTable verdicts above the table, in the edition', () => {
    render(<VirtualMatrix locale="zh-CN" line="1.x" />);
    const cells = Object.values(virtualMatrixData.lines['1.x'].cells);
    const count = (verdict: string) => cells.filter((pair) => pair.VirtualTable.verdict === verdict).length;
    expect(
      screen.getByText(`在 VirtualTable 里，${count('works')} 项功能与 Table 一样可用，${count('caveat')} 项有限制，${count('no')} 项不可用。`),
    ).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'classNames 与 styles' })).toBeInTheDocument();
  });
});

describe('<Why>', () => {
  it("is the heading its cell's why link goes to, and refuses a feature that works", () => {
    render(<Why locale="zh-CN" line="1.x" feature="caption" />);
    expect(screen.getByRole('heading', { level: 3, name: '为什么：表格题注（caption）' })).toHaveAttribute('id', 'why-caption');
    expect(() => render(<Why locale="zh-CN" line="1.x" feature="rtl" />)).toThrow(/VirtualTable works for it on 1\.x/);
  });
});
