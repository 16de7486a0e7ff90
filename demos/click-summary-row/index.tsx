/**
 * title: Clickable summary row
 * description: A summary row takes an `onClick` handler through `Table.Summary.Row`; here clicking it switches the summary between the total and the average.
 * keywords: [summary, Table.Summary.Row, onClick, total, average, 总结栏, 合计, 点击]
 * zh-CN:
 *   title: 可点击的总结栏
 *   description: '`Table.Summary.Row` 可以接收 `onClick`；这里点击总结栏，就会在合计与平均值之间切换。'
 */
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Score {
  key: string;
  player: string;
  round1: number;
  round2: number;
}

const columns: ColumnsType<Score> = [
  { title: 'Player', dataIndex: 'player', key: 'player' },
  { title: 'Round 1', dataIndex: 'round1', key: 'round1', width: 120 },
  { title: 'Round 2', dataIndex: 'round2', key: 'round2', width: 120 },
];

const data: Score[] = [
  { key: '1', player: 'Ada', round1: 12, round2: 18 },
  { key: '2', player: 'Lin', round1: 15, round2: 9 },
  { key: '3', player: 'Sam', round1: 7, round2: 14 },
];

export default function App() {
  const [mode, setMode] = useState<'total' | 'average'>('total');

  const aggregate = (rows: readonly Score[], field: 'round1' | 'round2') => {
    const total = rows.reduce((acc, row) => acc + row[field], 0);
    return mode === 'total' ? total : Number((total / rows.length).toFixed(1));
  };

  return (
    <Table<Score>
      columns={columns}
      data={data}
      summary={(rows) => (
        <Table.Summary>
          <Table.Summary.Row style={{ cursor: 'pointer' }} onClick={() => setMode((m) => (m === 'total' ? 'average' : 'total'))}>
            <Table.Summary.Cell index={0}>{mode === 'total' ? 'Total' : 'Average'} (click to switch)</Table.Summary.Cell>
            <Table.Summary.Cell index={1}>{aggregate(rows, 'round1')}</Table.Summary.Cell>
            <Table.Summary.Cell index={2}>{aggregate(rows, 'round2')}</Table.Summary.Cell>
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}
