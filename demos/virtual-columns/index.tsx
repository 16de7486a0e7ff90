/**
 * title: Virtual table column widths
 * description: How `VirtualTable` sizes columns across 40,000 rows — a column without `width` fills the rest, narrow columns stretch to the container, and wide ones scroll sideways.
 * keywords: [virtual, VirtualTable, column width, fill, stretch, overflow, 虚拟滚动, 列宽, 自适应, 横向滚动]
 * zh-CN:
 *   title: 虚拟表格列宽
 *   description: '`VirtualTable` 在四万行数据下如何分配列宽：没有 `width` 的列填满剩余空间，列太窄时拉伸到容器宽度，列太宽时出现横向滚动。'
 */
import { useState } from 'react';
import { VirtualTable } from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Reading {
  sensor: string;
  value: number;
  unit: string;
}

const data: Reading[] = Array.from({ length: 40000 }, (_, i) => ({
  sensor: `S-${i + 1}`,
  value: (i * 7) % 100,
  unit: i % 2 ? '°C' : '%RH',
}));

type Layout = 'fill' | 'stretch' | 'oversize';

const layouts: Record<Layout, { label: string; columns: ColumnsType<Reading> }> = {
  fill: {
    label: 'Fill the rest',
    columns: [
      { title: 'Sensor', dataIndex: 'sensor', key: 'sensor', width: 120 },
      { title: 'Value', dataIndex: 'value', key: 'value', width: 120 },
      // No width: this column takes whatever space is left.
      { title: 'Unit', dataIndex: 'unit', key: 'unit' },
    ],
  },
  stretch: {
    label: 'Stretch',
    columns: [
      { title: 'Sensor', dataIndex: 'sensor', key: 'sensor', width: 120 },
      { title: 'Value', dataIndex: 'value', key: 'value', width: 120 },
    ],
  },
  oversize: {
    label: 'Oversize',
    columns: [
      { title: 'Sensor', dataIndex: 'sensor', key: 'sensor', width: 500 },
      { title: 'Value', dataIndex: 'value', key: 'value', width: 500 },
      { title: 'Unit', dataIndex: 'unit', key: 'unit', width: 500 },
    ],
  },
};

export default function App() {
  const [layout, setLayout] = useState<Layout>('fill');

  return (
    <>
      <div role="radiogroup" aria-label="Column layout" style={{ display: 'flex', gap: 16, marginBottom: 12 }}>
        {(Object.keys(layouts) as Layout[]).map((name) => (
          <label key={name}>
            <input type="radio" name="virtual-columns-layout" checked={layout === name} onChange={() => setLayout(name)} /> {layouts[name].label}
          </label>
        ))}
      </div>
      <VirtualTable<Reading>
        columns={layouts[layout].columns}
        data={data}
        rowKey="sensor"
        scroll={{ y: 300 }}
        // The stylesheet gives header and body a 1px left border; leave room for it so
        // filled columns fit exactly instead of overflowing by a pixel.
        getContainerWidth={(_, width) => width - 1}
        style={{ maxWidth: 800 }}
      />
    </>
  );
}
