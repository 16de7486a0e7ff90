/**
 * title: Sticky header scrolls away in a box (problem)
 * description: 'The table sits in a card with `overflow: hidden` inside a box that scrolls; `position: sticky` sticks to the nearest ancestor with an `overflow` other than `visible`, which is the card, not the box, so the header scrolls away, and `sticky.getContainer` does not change that.'
 * keywords: [sticky, sticky header, getContainer, scroll container, overflow hidden, header not sticking, 粘性表头, 表头不固定, 滚动容器]
 * zh-CN:
 *   title: 在滚动容器里表头不吸顶（问题）
 *   description: '表格放在 `overflow: hidden` 的卡片里，卡片外面才是滚动的盒子；`position: sticky` 只认最近的 `overflow` 不为 `visible` 的祖先，也就是卡片，于是表头随内容滚走，`sticky.getContainer` 改变不了这一点。'
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

export default function StickyHeaderInContainerProblem() {
  // The box that scrolls, handed to `getContainer` once it exists.
  const [box, setBox] = useState<HTMLDivElement | null>(null);

  return (
    <div ref={setBox} style={{ height: 260, overflow: 'auto', border: '1px solid #ddd', padding: '0 12px' }}>
      <p>Shipments this week: scroll this box.</p>
      {/* A card that clips its rounded corners: `overflow: hidden` makes it the header's sticky container. */}
      <div style={{ overflow: 'hidden', borderRadius: 8, border: '1px solid #ccc', marginBottom: 12 }}>
        <Table<Shipment> columns={columns} data={shipments} sticky={box ? { getContainer: () => box } : true} />
      </div>
    </div>
  );
}
