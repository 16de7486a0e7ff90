/**
 * title: Expanded rows with a sticky header
 * description: Placing `Table.EXPAND_COLUMN` in `columns` moves the expand icons after a row-spanned column, and `expandable.expandedRowOffset` starts each expanded row after those columns so the merged cells keep spanning it, all under a `sticky` header.
 * keywords: [expand, EXPAND_COLUMN, expandedRowOffset, rowSpan, sticky, expandedRowKeys, 展开, 展开列, 合并单元格, 粘性表头]
 * zh-CN:
 *   title: 展开行与粘性表头
 *   description: 在 `columns` 中放入 `Table.EXPAND_COLUMN`，把展开图标移到一个跨行合并的列之后；`expandable.expandedRowOffset` 让每个展开行从这些列之后开始，合并单元格因此继续跨过展开行，整个表格使用 `sticky` 粘性表头。
 */
import { useState } from 'react';
import type { Key } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Member {
  key: string;
  team: string;
  name: string;
  role: string;
  city: string;
  since: number;
  bio: string;
}

const data: Member[] = [
  { key: 'ada', team: 'Platform', name: 'Ada', role: 'Engineer', city: 'London', since: 2019, bio: 'Looks after the build pipeline and the release train.' },
  { key: 'lin', team: 'Platform', name: 'Lin', role: 'Engineer', city: 'Hangzhou', since: 2021, bio: 'Maintains the table virtualisation and its benchmarks.' },
  { key: 'sam', team: 'Design', name: 'Sam', role: 'Designer', city: 'Toronto', since: 2020, bio: 'Owns the visual language and the component tokens.' },
  { key: 'noor', team: 'Design', name: 'Noor', role: 'Researcher', city: 'Amman', since: 2022, bio: 'Runs usability studies with enterprise customers.' },
  { key: 'kai', team: 'Docs', name: 'Kai', role: 'Writer', city: 'Berlin', since: 2023, bio: 'Writes the guides and keeps the demos honest.' },
];

// Rows of one team are consecutive, so the first row of a team spans the rest.
const teamRowSpan = (index: number) => {
  const team = data[index].team;
  if (index > 0 && data[index - 1].team === team) return 0;
  return data.filter((row) => row.team === team).length;
};

const columns: ColumnsType<Member> = [
  { title: 'Team', dataIndex: 'team', key: 'team', width: 120, onCell: (_, index = 0) => ({ rowSpan: teamRowSpan(index) }) },
  Table.EXPAND_COLUMN,
  { title: 'Name', dataIndex: 'name', key: 'name', width: 160 },
  { title: 'Role', dataIndex: 'role', key: 'role', width: 200 },
  { title: 'City', dataIndex: 'city', key: 'city', width: 200 },
  { title: 'Since', dataIndex: 'since', key: 'since', width: 200 },
  { title: 'Action', key: 'action', width: 100, fixed: 'right', render: () => <a href="#expanded-sticky">Message</a> },
];

// Names the expand column for screen readers (an empty header cell names nothing) without showing it.
const expandColumnTitle = (
  <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }}>Expand</span>
);

export default function App() {
  const [expandedKeys, setExpandedKeys] = useState<readonly Key[]>(['lin']);

  return (
    <>
      <p style={{ marginTop: 0 }}>Expanded: {expandedKeys.length ? expandedKeys.join(', ') : 'none'}</p>
      <Table<Member>
        columns={columns}
        data={data}
        sticky
        scroll={{ x: 1100 }}
        expandable={{
          columnTitle: expandColumnTitle,
          expandedRowKeys: expandedKeys,
          onExpandedRowsChange: setExpandedKeys,
          // Team and the expand icon column span the expanded row; its content starts at Name.
          expandedRowOffset: 2,
          expandedRowRender: (record) => <p style={{ margin: 0 }}>{record.bio}</p>,
        }}
      />
    </>
  );
}
