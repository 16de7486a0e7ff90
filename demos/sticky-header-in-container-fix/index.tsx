/**
 * title: 'Sticky header stays at the box''s top (fix)'
 * description: 'The card clips its corners with `overflow: clip`, which clips without making the card a scroll container, so the header''s `position: sticky` reaches the box that really scrolls and stays at its top.'
 * keywords: [sticky, sticky header, getContainer, scroll container, overflow clip, 粘性表头, 滚动容器]
 * zh-CN:
 *   title: 表头吸在滚动容器顶部（修正）
 *   description: '卡片改用 `overflow: clip` 裁掉圆角，它只裁剪、不会让卡片变成滚动容器，表头的 `position: sticky` 就落到真正滚动的盒子上，停在盒子顶部。'
 */
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Shipment {
  key: string;
  tracking: string;
  destination: string;
  status: string;
}

const cities = ['Berlin', 'Lyon', 'Osaka', 'Toronto', 'Lima'];

const shipments: Shipment[] = Array.from({ length: 24 }, (_, i) => ({
  key: String(i + 1),
  tracking: `TRK-${4100 + i * 3}`,
  destination: cities[i % cities.length],
  status: i % 3 ? 'In transit' : 'Delivered',
}));

const columns: ColumnsType<Shipment> = [
  { title: 'Tracking', dataIndex: 'tracking', key: 'tracking', width: 160 },
  { title: 'Destination', dataIndex: 'destination', key: 'destination' },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 140 },
];

export default function StickyHeaderInContainerFix() {
  // `getContainer` is kept: it places the sticky horizontal scroll bar, not the header.
  const [box, setBox] = useState<HTMLDivElement | null>(null);

  return (
    <div ref={setBox} style={{ height: 260, overflow: 'auto', border: '1px solid #ddd', padding: '0 12px' }}>
      <p>Shipments this week: scroll this box.</p>
      {/* `overflow: clip` still clips the rounded corners, but is no scroll container: the header sticks to the box. */}
      <div style={{ overflow: 'clip', borderRadius: 8, border: '1px solid #ccc', marginBottom: 12 }}>
        <Table<Shipment> columns={columns} data={shipments} sticky={box ? { getContainer: () => box } : true} />
      </div>
    </div>
  );
}
