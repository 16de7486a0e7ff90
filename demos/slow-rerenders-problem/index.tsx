/**
 * title: Every cell re-renders (problem)
 * description: Restocking one product updates one row, but the table calls every column `render` for all 200 rows again, 600 calls per click by the counter above it.
 * keywords: [performance, slow, re-render, render, shouldCellUpdate, large data, 卡顿, 性能, 重复渲染, 全表重新渲染]
 * zh-CN:
 *   title: 每个单元格都重新渲染（问题）
 *   description: 给一件商品补货只改了一行，表格却把 200 行的每个列 `render` 都重新调用一遍：上方的计数器每次点击显示 600 次。
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

export default function SlowRerendersProblem() {
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
    return [
      { title: 'Product', dataIndex: 'name' },
      { title: 'Stock', dataIndex: 'stock', align: 'right', render: counted((stock: number) => `${stock} pcs`) },
      { title: 'Price', dataIndex: 'price', align: 'right', render: counted((price: number) => `$${price.toFixed(2)}`) },
      { title: 'Status', dataIndex: 'stock', key: 'status', render: counted((stock: number) => (stock > 5 ? 'In stock' : 'Low')) },
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
