/**
 * title: VirtualTable with a numeric scroll.y (fix)
 * description: The same table with `scroll.y` as a number of pixels, measured from the panel less the header, which `VirtualTable` uses as the height of its scrolling body, so every row can be scrolled into view.
 * keywords: [VirtualTable, virtual, scroll.y, number, height, 虚拟表格, 高度, 虚拟滚动]
 * zh-CN:
 *   title: VirtualTable 的 scroll.y 写成数字（修正）
 *   description: '同一个表格，`scroll.y` 改成测量得到的像素数字（面板高度减去表头高度），`VirtualTable` 用它作为滚动区域的高度，每一行都能滚到视野里。'
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { VirtualTable } from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Order {
  id: number;
  customer: string;
  city: string;
  total: number;
}

const cities = ['Berlin', 'Lagos', 'Lima', 'Osaka', 'Oslo', 'Perth'];

const data: Order[] = Array.from({ length: 2000 }, (_, i) => ({
  id: i + 1,
  customer: `Customer ${i + 1}`,
  city: cities[i % cities.length],
  total: ((i * 37) % 500) + 9.5,
}));

const columns: ColumnsType<Order> = [
  { title: 'Order', dataIndex: 'id', key: 'id', width: 100 },
  { title: 'Customer', dataIndex: 'customer', key: 'customer', width: 220 },
  { title: 'City', dataIndex: 'city', key: 'city', width: 180 },
  { title: 'Total', dataIndex: 'total', key: 'total', width: 180, align: 'right', render: (total: number) => `$${total.toFixed(2)}` },
];

export default function VirtualTableRequirementsFix() {
  const panelRef = useRef<HTMLDivElement>(null);
  const [bodyHeight, setBodyHeight] = useState(300);

  // scroll.y takes pixels only, so the space left under the header is measured, and again when the panel or
  // the header changes size.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const header = panel?.querySelector('thead');
    if (!panel || !header) return;
    const fit = () => {
      const headerBottom = header.getBoundingClientRect().bottom - panel.getBoundingClientRect().top - panel.clientTop;
      setBodyHeight(Math.floor(panel.clientHeight - headerBottom));
    };
    const observer = new ResizeObserver(fit);
    observer.observe(panel);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={panelRef} style={{ height: 360, overflow: 'hidden', border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <VirtualTable<Order>
        columns={columns}
        data={data}
        rowKey="id"
        // Pixels as a number: VirtualTable gives its scrolling body exactly this height.
        scroll={{ y: bodyHeight }}
        // The stylesheet gives the body a 1px left border: filled columns fit without a sideways scroll.
        getContainerWidth={(_, width) => width - 1}
      />
    </div>
  );
}
