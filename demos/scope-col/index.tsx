/**
 * title: Column scope
 * description: Header cells get `scope="col"` or, for grouped `children` columns, `scope="colgroup"`, while `rowScope` turns a body column into row headers.
 * keywords: [scope, col, colgroup, rowScope, th, header cells, accessibility, 表头范围, 表头分组, 无障碍]
 * zh-CN:
 *   title: 表头单元格的 scope
 *   description: 表头单元格带上 `scope="col"`，带 `children` 的分组列头则带上 `scope="colgroup"`；`rowScope` 把表体中的一列变成行表头。
 */
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface BakeryRow {
  key: string;
  item: string;
  northBaked: number;
  northSold: number;
  southBaked: number;
  southSold: number;
}

// Every header cell with a title is a <th>; rc-table adds the scope from the column layout.
const columns: ColumnsType<BakeryRow> = [
  // rowScope renders this column's body cells as <th scope="row">, naming each row.
  { title: 'Item', dataIndex: 'item', key: 'item', rowScope: 'row', width: 140 },
  {
    title: 'North shop',
    key: 'north',
    children: [
      { title: 'Baked', dataIndex: 'northBaked', key: 'northBaked', align: 'right' },
      { title: 'Sold', dataIndex: 'northSold', key: 'northSold', align: 'right' },
    ],
  },
  {
    title: 'South shop',
    key: 'south',
    children: [
      { title: 'Baked', dataIndex: 'southBaked', key: 'southBaked', align: 'right' },
      { title: 'Sold', dataIndex: 'southSold', key: 'southSold', align: 'right' },
    ],
  },
];

const data: BakeryRow[] = [
  { key: 'bread', item: 'Sourdough', northBaked: 60, northSold: 58, southBaked: 40, southSold: 33 },
  { key: 'croissant', item: 'Croissant', northBaked: 120, northSold: 112, southBaked: 90, southSold: 90 },
  { key: 'muffin', item: 'Muffin', northBaked: 48, northSold: 30, southBaked: 36, southSold: 35 },
];

export default function App() {
  return <Table<BakeryRow> columns={columns} data={data} caption="Bakery output, Saturday" />;
}
