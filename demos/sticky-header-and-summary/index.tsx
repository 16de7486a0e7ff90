/**
 * title: Sticky header and summary
 * description: A `Table.Summary` with `fixed="top"` rides along under the `sticky` header, while `fixed="bottom"` (or `fixed`) keeps the totals pinned to the bottom of the viewport as the page scrolls.
 * keywords: [sticky, summary, totals, fixed, top, bottom, 粘性表头, 总结栏, 合计, 固定]
 * zh-CN:
 *   title: 粘性表头与总结栏
 *   description: '`fixed="top"` 的 `Table.Summary` 跟在 `sticky` 粘性表头下方，`fixed="bottom"`（或 `fixed`）则在页面滚动时把合计固定在视口底部。'
 */
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Sale {
  key: string;
  region: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
}

const data: Sale[] = Array.from({ length: 24 }, (_, i) => ({
  key: String(i + 1),
  region: `Region ${i + 1}`,
  q1: 100 + ((i * 37) % 90),
  q2: 120 + ((i * 53) % 80),
  q3: 90 + ((i * 29) % 110),
  q4: 140 + ((i * 41) % 70),
}));

const quarters = ['q1', 'q2', 'q3', 'q4'] as const;

const columns: ColumnsType<Sale> = [
  { title: 'Region', dataIndex: 'region', key: 'region', width: 140, fixed: 'left' },
  ...quarters.map((q) => ({ title: q.toUpperCase(), dataIndex: q, key: q, width: 240 })),
  { title: 'Year', key: 'year', width: 120, fixed: 'right', render: (_: unknown, row: Sale) => row.q1 + row.q2 + row.q3 + row.q4 },
];

const total = (q: (typeof quarters)[number]) => data.reduce((sum, row) => sum + row[q], 0);

type Position = 'top' | 'bottom';

export default function App() {
  const [sticky, setSticky] = useState(true);
  const [position, setPosition] = useState<Position>('bottom');

  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginBottom: 12 }}>
        <label>
          <input type="checkbox" checked={sticky} onChange={(e) => setSticky(e.target.checked)} /> Sticky header
        </label>
        {(['top', 'bottom'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name="sticky-summary-position" checked={position === value} onChange={() => setPosition(value)} /> Summary fixed {value}
          </label>
        ))}
      </div>
      <Table<Sale>
        columns={columns}
        data={data}
        // The summary only stays fixed while sticky is on.
        sticky={sticky}
        scroll={{ x: 1300 }}
        summary={() => (
          <Table.Summary fixed={position}>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>Total</Table.Summary.Cell>
              {quarters.map((q, i) => (
                <Table.Summary.Cell key={q} index={i + 1}>
                  {total(q)}
                </Table.Summary.Cell>
              ))}
              <Table.Summary.Cell index={5}>{quarters.reduce((sum, q) => sum + total(q), 0)}</Table.Summary.Cell>
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
    </>
  );
}
