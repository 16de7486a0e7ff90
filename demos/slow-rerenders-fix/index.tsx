/**
 * title: Only the changed row re-renders (fix)
 * description: The same table with `shouldCellUpdate` on each rendered column, comparing the row's record with the previous one, so a click calls `render` only for the restocked row, 3 times.
 * keywords: [performance, shouldCellUpdate, re-render, render, memo, 性能优化, 重复渲染, 只渲染变化的行]
 * zh-CN:
 *   title: 只重新渲染变化的行（修正）
 *   description: 同一个表格，给每个带 `render` 的列加上 `shouldCellUpdate`，比较这一行新旧两条记录：每次点击只为补货的那一行调用 3 次 `render`。
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Product {
  key: number;
  name: string;
  stock: number;
  price: number;
}

const initialData: Product[] = Array.from({ length: 200 }, (_, i) => ({
  key: i,
  name: `Product ${i + 1}`,
  stock: (i * 7) % 40,
  price: ((i * 13) % 90) + 0.99,
}));

export default function SlowRerendersFix() {
  const [data, setData] = useState(initialData);
  // Counted while the table renders, shown after the commit: writing it into the DOM causes no render of its own.
  const calls = useRef(0);
  const updates = useRef(0);
  const counter = useRef<HTMLOutputElement>(null);

  const columns = useMemo<ColumnsType<Product>>(() => {
    const counted =
      <T,>(format: (value: T) => string) =>
      (value: T) => {
        calls.current += 1;
        return format(value);
      };
    // Rows are replaced, never mutated, so a row whose record is the same object has nothing new to show.
    const changed = (record: Product, prevRecord: Product) => record !== prevRecord;
    return [
      { title: 'Product', dataIndex: 'name' },
      { title: 'Stock', dataIndex: 'stock', align: 'right', shouldCellUpdate: changed, render: counted((stock: number) => `${stock} pcs`) },
      { title: 'Price', dataIndex: 'price', align: 'right', shouldCellUpdate: changed, render: counted((price: number) => `$${price.toFixed(2)}`) },
      { title: 'Status', dataIndex: 'stock', key: 'status', shouldCellUpdate: changed, render: counted((stock: number) => (stock > 5 ? 'In stock' : 'Low')) },
    ];
  }, []);

  useEffect(() => {
    const when = updates.current === 0 ? 'First render' : `Update ${updates.current}`;
    if (counter.current) counter.current.textContent = `${when}: column render called ${calls.current.toLocaleString('en-US')} times`;
  });

  const restock = () => {
    calls.current = 0;
    updates.current += 1;
    setData((rows) => rows.map((row) => (row.key === 0 ? { ...row, stock: row.stock + 10 } : row)));
  };

  return (
    <>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 12 }}>
        <button type="button" onClick={restock}>
          Restock Product 1
        </button>
        <output ref={counter} aria-live="polite" />
      </div>
      <Table<Product> columns={columns} data={data} scroll={{ y: 300 }} />
    </>
  );
}
