/**
 * title: 'VirtualTable compared: summary row'
 * description: 'The same `summary` in a `Table` and a `VirtualTable` with the same props, twice: the upper table of each pair puts its totals under the last row, the lower one wraps them in `<Table.Summary fixed>` so they stay at the bottom of the scroll box while the rows scroll.'
 * keywords: [VirtualTable, virtual, summary, Table.Summary, totals, fixed, compatibility, 虚拟滚动, 总结栏, 合计, 固定, 兼容性]
 * zh-CN:
 *   title: 'VirtualTable 对照：总结栏'
 *   description: '同一个 `summary` 分别交给 `Table` 和 `VirtualTable`，其余属性相同，各有两张表：上面一张把合计放在最后一行下面，下面一张用 `<Table.Summary fixed>` 包住合计，行滚动时它始终停在滚动区域的底部。'
 */
import Table, { VirtualTable } from 'rc-table';
import type { ColumnsType, TableProps } from 'rc-table';
import 'rc-table/assets/index.css';

interface Expense {
  key: number;
  week: string;
  travel: number;
  software: number;
  hardware: number;
  training: number;
}

const data: Expense[] = Array.from({ length: 40 }, (_, i) => ({
  key: i + 1,
  week: `Week ${i + 1}`,
  travel: 100 + ((i * 37) % 90),
  software: 120 + ((i * 53) % 80),
  hardware: 90 + ((i * 29) % 110),
  training: 40 + ((i * 41) % 70),
}));

const kinds = ['travel', 'software', 'hardware', 'training'] as const;

const columns: ColumnsType<Expense> = [
  { title: 'Week', dataIndex: 'week', key: 'week', width: 140 },
  ...kinds.map((kind) => ({ title: kind[0].toUpperCase() + kind.slice(1), dataIndex: kind, key: kind, width: 150 })),
];

const total = (kind: (typeof kinds)[number]) => data.reduce((sum, row) => sum + row[kind], 0);

const totalsRow = (
  <Table.Summary.Row>
    <Table.Summary.Cell index={0}>Total</Table.Summary.Cell>
    {kinds.map((kind, i) => (
      <Table.Summary.Cell key={kind} index={i + 1}>
        {total(kind)}
      </Table.Summary.Cell>
    ))}
  </Table.Summary.Row>
);

// One set of props per feature, each given to both components: the component is the only difference.
const props: TableProps<Expense> = { columns, data, scroll: { x: 740, y: 190 }, summary: () => totalsRow };

const fixedProps: TableProps<Expense> = {
  ...props,
  style: { marginTop: 16 },
  summary: () => <Table.Summary fixed>{totalsRow}</Table.Summary>,
};

export default function App() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <figure style={{ margin: 0 }}>
        <figcaption>Table</figcaption>
        <Table<Expense> {...props} />
        <Table<Expense> {...fixedProps} />
      </figure>
      <figure style={{ margin: 0 }}>
        <figcaption>VirtualTable</figcaption>
        <VirtualTable<Expense> {...props} />
        <VirtualTable<Expense> {...fixedProps} />
      </figure>
    </div>
  );
}
