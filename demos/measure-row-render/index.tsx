/**
 * title: Measure row render
 * description: With `sticky` or `scroll` set, rc-table renders every column title again in a hidden measure row; `measureRowRender` wraps that row so titles can tell they are only being measured.
 * keywords: [measureRowRender, measure row, sticky, scroll, popup, tooltip, context, 测量行, 弹层, 粘性表头]
 * zh-CN:
 *   title: 自定义测量行
 *   description: 设置了 `sticky` 或 `scroll` 时，rc-table 会在隐藏的测量行里把每个列标题再渲染一遍；`measureRowRender` 包裹这一行，让标题知道自己只是在被测量。
 */
import { createContext, useContext, useState } from 'react';
import type { ReactNode } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import Tooltip from 'rc-tooltip';
import 'rc-table/assets/index.css';
import 'rc-tooltip/assets/bootstrap.css';

interface Product {
  key: string;
  name: string;
  stock: number;
  price: number;
}

const data: Product[] = [
  { key: '1', name: 'Desk lamp', stock: 12, price: 39 },
  { key: '2', name: 'Notebook', stock: 40, price: 4.5 },
  { key: '3', name: 'Headphones', stock: 7, price: 129 },
];

// True inside the measure row, where a title must not open popups of its own.
const MeasureRowContext = createContext(false);

function PriceTitle({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const inMeasureRow = useContext(MeasureRowContext);
  return (
    <span>
      Price{' '}
      <Tooltip trigger={['click']} placement="top" visible={open && !inMeasureRow} onVisibleChange={onOpenChange} overlay="Prices include 20% VAT.">
        {/* The measure row is hidden from assistive technology, so its copy must not take focus either. */}
        <button type="button" aria-label="About prices" tabIndex={inMeasureRow ? -1 : undefined}>
          ?
        </button>
      </Tooltip>
    </span>
  );
}

// A context provider renders no DOM, so the <tr> stays a valid child of <tbody>.
const renderMeasureRow = (measureRow: ReactNode) => <MeasureRowContext.Provider value>{measureRow}</MeasureRowContext.Provider>;

export default function App() {
  const [helpOpen, setHelpOpen] = useState(false);
  const [wrapMeasureRow, setWrapMeasureRow] = useState(true);

  const columns: ColumnsType<Product> = [
    { title: 'Product', dataIndex: 'name', key: 'name', width: 200 },
    { title: 'Stock', dataIndex: 'stock', key: 'stock', width: 120 },
    {
      title: <PriceTitle open={helpOpen} onOpenChange={setHelpOpen} />,
      dataIndex: 'price',
      key: 'price',
      render: (price: number) => `$${price.toFixed(2)}`,
    },
  ];

  return (
    <>
      <label>
        <input type="checkbox" checked={wrapMeasureRow} onChange={(e) => setWrapMeasureRow(e.target.checked)} /> Use measureRowRender (clear it, then open the
        price help, to see the tooltip twice)
      </label>
      <Table<Product>
        columns={columns}
        data={data}
        sticky
        scroll={{ x: true }}
        measureRowRender={wrapMeasureRow ? renderMeasureRow : undefined}
        style={{ marginTop: 12 }}
      />
    </>
  );
}
