/**
 * title: Ellipsis with a custom tooltip
 * description: Setting `ellipsis.showTitle` to `false` turns off the native title, so a `render` function can show the full text in an rc-tooltip instead.
 * keywords: [ellipsis, tooltip, showTitle, rc-tooltip, render, 省略, 提示, 气泡]
 * zh-CN:
 *   title: 省略与自定义提示
 *   description: 把 `ellipsis.showTitle` 设为 `false` 关闭原生的 title 提示，改由 `render` 函数用 rc-tooltip 显示完整内容。
 */
import Table from 'rc-table';
import type { ColumnType, ColumnsType } from 'rc-table';
import Tooltip from 'rc-tooltip';
import 'rc-table/assets/index.css';
import 'rc-tooltip/assets/bootstrap.css';

interface Ticket {
  key: string;
  subject: string;
  reporter: string;
  description: string;
  component: string;
}

// Shared settings for every truncated column: no native title, the tooltip shows the full value.
function withTooltip(column: ColumnType<Ticket>): ColumnType<Ticket> {
  return {
    ...column,
    ellipsis: { showTitle: false },
    render: (value: string) => (
      <Tooltip placement="topLeft" overlay={value} mouseEnterDelay={0.2}>
        <span>{value}</span>
      </Tooltip>
    ),
  };
}

const columns: ColumnsType<Ticket> = [
  { title: 'ID', dataIndex: 'key', key: 'id', width: 60 },
  withTooltip({ title: 'Subject', dataIndex: 'subject', key: 'subject', width: 200 }),
  withTooltip({ title: 'Reporter', dataIndex: 'reporter', key: 'reporter', width: 120 }),
  withTooltip({ title: 'Description', dataIndex: 'description', key: 'description' }),
  withTooltip({ title: 'Component', dataIndex: 'component', key: 'component', width: 120 }),
];

const data: Ticket[] = [
  {
    key: '101',
    subject: 'Sticky header jumps when the window is resized quickly',
    reporter: 'Margaret Hamilton',
    description: 'After resizing the browser window several times the header offset is computed from a stale width and the header overlaps the first row.',
    component: 'Sticky header',
  },
  {
    key: '102',
    subject: 'Expanded rows lose their state after sorting',
    reporter: 'Linus Torvalds',
    description: 'Sorting the data array re-creates every record, so expandedRowKeys must be derived from a stable rowKey instead of the index.',
    component: 'Expandable rows',
  },
  {
    key: '103',
    subject: 'Summary row is not aligned with fixed columns',
    reporter: 'Barbara Liskov',
    description: 'The summary cells need the same index as the columns they sit under, otherwise the fixed offsets are applied to the wrong cells.',
    component: 'Summary',
  },
  {
    key: '104',
    subject: 'Long words overflow narrow cells',
    reporter: 'Ken Thompson',
    description: 'Identifiers such as internationalisation_configuration_manager do not wrap; use ellipsis or a word-break rule on the column.',
    component: 'Cell layout',
  },
];

export default function App() {
  return <Table<Ticket> columns={columns} data={data} style={{ maxWidth: 800 }} />;
}
