import { apiAnchor } from '@/lib/api/anchor';
import type { ApiData, ApiProp } from '@/lib/api/types';
import { propsUsedInSource, propsUsedInSources } from '@/lib/api/usage';

const rows = (...names: string[]): ApiProp[] => names.map((name) => ({ name, description: 'd', type: 't', required: false, labels: [] }));
const data: ApiData = {
  Table: rows('rowKey', 'scroll', 'columns', 'data'),
  Column: rows('title', 'dataIndex', 'fixed', 'render'),
  ColumnGroupType: rows('children'),
  scroll: rows('x', 'y'),
  VirtualTable: rows('scroll', 'listItemHeight'),
};

describe('propsUsedInSource', () => {
  it('finds Table attributes, scroll keys and column object keys', () => {
    const source = `
      const columns = [{ title: 'A', dataIndex: 'a', fixed: 'left', style: { width: 1 } }];
      export default () => <Table rowKey="id" columns={columns} scroll={{ x: 1200 }} onClick={() => {}} />;`;
    expect(propsUsedInSource(source, data)).toEqual([
      { table: 'Column', prop: 'title' },
      { table: 'Column', prop: 'dataIndex' },
      { table: 'Column', prop: 'fixed' },
      { table: 'Table', prop: 'rowKey' },
      { table: 'Table', prop: 'columns' },
      { table: 'Table', prop: 'scroll' },
      { table: 'scroll', prop: 'x' },
    ]);
  });

  it("counts a column array element's children as a group, but not the children of an object a legacy render returns", () => {
    const group = `const columns = [{ title: 'Name', children: [{ title: 'First', dataIndex: 'first' }] }];`;
    expect(propsUsedInSource(group, data)).toEqual([
      { table: 'Column', prop: 'title' },
      { table: 'ColumnGroupType', prop: 'children' },
      { table: 'Column', prop: 'dataIndex' },
    ]);
    const legacy = `const columns = [{ dataIndex: 'a', render: (v) => ({ children: v, props: { colSpan: 2 } }) }];`;
    expect(propsUsedInSource(legacy, data)).toEqual([
      { table: 'Column', prop: 'dataIndex' },
      { table: 'Column', prop: 'render' },
    ]);
  });

  it('counts VirtualTable attributes for both tables, once each across files, in API order', () => {
    const used = propsUsedInSources(['<VirtualTable scroll={{ y: 200 }} data={d} listItemHeight={30} />', '<Table data={d} />'], data);
    expect(used).toEqual([
      { table: 'Table', prop: 'scroll' },
      { table: 'Table', prop: 'data' },
      { table: 'scroll', prop: 'y' },
      { table: 'VirtualTable', prop: 'scroll' },
      { table: 'VirtualTable', prop: 'listItemHeight' },
    ]);
  });
});

describe('apiAnchor', () => {
  it('makes lower-case row ids', () => {
    expect(apiAnchor('Table', 'rowKey')).toBe('api-table-rowkey');
    expect(apiAnchor('Summary.Cell', 'index')).toBe('api-summary-cell-index');
  });
});
