/**
 * title: Hover performance with row spans
 * description: Hovering a cell merged with `onCell` `rowSpan` highlights every row of its group, and the render counters show that hovering re-renders no cell content.
 * keywords: [hover, performance, rowSpan, onCell, re-render, tableLayout, 悬停, 性能, 合并行, 重新渲染]
 * zh-CN:
 *   title: 悬停性能
 *   description: 鼠标悬停在通过 `onCell` 的 `rowSpan` 合并的单元格上时，它所在组的每一行都会高亮；渲染计数表明悬停不会让任何单元格内容重新渲染。
 */
import { useEffect, useReducer, useRef } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';
import './style.css';

interface Row {
  key: number;
  index: number;
}

const GROUP_SIZE = 10;

const data: Row[] = Array.from({ length: 100 }, (_, index) => ({ key: index, index }));

function RenderCount({ label }: { label: string }) {
  const spanRef = useRef<HTMLSpanElement>(null);
  const renders = useRef(0);

  // Runs after every render of this cell and writes the number straight to the DOM,
  // so counting never causes another render.
  useEffect(() => {
    renders.current += 1;
    if (spanRef.current) spanRef.current.textContent = `${label} · ${renders.current}`;
  });

  return <span ref={spanRef} className="hover-perf-count" />;
}

export default function App() {
  const [clicks, rerender] = useReducer((n: number) => n + 1, 0);

  // Built on every render of App, so the button re-renders every cell; hovering alone re-renders none.
  const columns: ColumnsType<Row> = [
    {
      title: `Group of ${GROUP_SIZE}`,
      key: 'group',
      width: 140,
      onCell: (_, index = 0) => ({ rowSpan: index % GROUP_SIZE === 0 ? GROUP_SIZE : 0 }),
      render: (_, row) => `Rows ${row.index + 1}–${row.index + GROUP_SIZE}`,
    },
    ...['A', 'B', 'C', 'D'].map((name) => ({
      title: `Cell ${name}`,
      key: name,
      render: (_: unknown, row: Row) => <RenderCount label={`${name}${row.index + 1}`} />,
    })),
  ];

  return (
    <>
      <p style={{ marginTop: 0 }}>
        Each cell shows its name and how many times it has rendered. Hover the table: the numbers stay put.{' '}
        <button type="button" onClick={rerender}>
          Re-render the cells ({clicks})
        </button>
      </p>
      <Table<Row> tableLayout="fixed" columns={columns} data={data} scroll={{ y: 360 }} />
    </>
  );
}
