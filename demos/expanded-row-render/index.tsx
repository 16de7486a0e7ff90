/**
 * title: Expanded row render
 * description: The `expandable` prop renders extra content under a row with `expandedRowRender`; the toggles switch `expandRowByClick`, `rowExpandable`, `columnTitle`, fixed columns, `fixed` and scrolling, the expand column moves with `Table.EXPAND_COLUMN` or is left out with a negative `expandIconColumnIndex`, `onExpand` reports each click, and the buttons drive the controlled `expandedRowKeys`.
 * keywords: [expand, expandable, expandedRowRender, expandedRowKeys, rowExpandable, onExpand, expandIconColumnIndex, EXPAND_COLUMN, fixed, expand all, 展开, 展开行, 全部展开, 受控, 固定列]
 * zh-CN:
 *   title: 展开行
 *   description: '`expandable` 用 `expandedRowRender` 在行下方渲染额外内容；各个开关切换 `expandRowByClick`、`rowExpandable`、`columnTitle`、固定列、`fixed` 和滚动，展开列可以用 `Table.EXPAND_COLUMN` 换位置，也可以用负数的 `expandIconColumnIndex` 去掉，`onExpand` 报告每一次点击，两个按钮则控制受控的 `expandedRowKeys`。'
 */
import { useState } from 'react';
import type { Key } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';
import useToggle from './useToggle';

interface Invoice {
  key: string;
  customer: string;
  amount: number;
  items: string[];
}

const products = ['Keyboard', 'Monitor', 'Mouse', 'Dock', 'Webcam', 'Headset'];

const data: Invoice[] = Array.from({ length: 13 }, (_, i) => ({
  key: `INV-${1001 + i}`,
  customer: `Customer ${i + 1}`,
  amount: 80 + ((i * 67) % 400),
  // Every third invoice has no line items, so there is nothing to expand.
  items: i % 3 === 2 ? [] : products.slice(i % 4, (i % 4) + 1 + (i % 3)),
}));

type Fixed = 'none' | 'left' | 'right';
type IconColumn = 'first' | 'after-customer' | 'none';

// Names the expand column for screen readers (an empty header cell names nothing) without showing it.
const expandColumnTitle = (
  <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }}>More</span>
);

export default function App() {
  const [expandedKeys, setExpandedKeys] = useState<readonly Key[]>([]);
  const [byClick, byClickProps] = useToggle(false);
  const [onlyWithItems, onlyWithItemsProps] = useToggle(true);
  const [withTitle, withTitleProps] = useToggle(false);
  const [scroll, scrollProps] = useToggle(false);
  const [fixColumns, fixColumnsProps] = useToggle(false);
  const [fixed, setFixed] = useState<Fixed>('none');
  const [iconColumn, setIconColumn] = useState<IconColumn>('first');
  const [lastExpand, setLastExpand] = useState('No row expanded or collapsed by a click yet.');

  const isExpandable = (record: Invoice) => !onlyWithItems || record.items.length > 0;

  // rc-table rebuilds its expand column only when `columns` changes, so fresh columns pick up the options below.
  const columns: ColumnsType<Invoice> = [
    { title: 'Invoice', dataIndex: 'key', key: 'invoice', width: 140, fixed: fixColumns ? 'left' : undefined },
    { title: 'Customer', dataIndex: 'customer', key: 'customer', width: 200 },
    // `expandIconColumnIndex` with a number of 0 or more still works but logs a deprecation warning; this is its replacement.
    ...(iconColumn === 'after-customer' ? [Table.EXPAND_COLUMN] : []),
    { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 140, render: (amount: number) => `$${amount}` },
    { title: 'Items', key: 'count', render: (_, record) => record.items.length },
    ...(fixColumns
      ? [{ title: 'Due', key: 'due', width: 120, fixed: 'right' as const, render: (_: unknown, record: Invoice) => `${record.key.slice(-2)} May` }]
      : []),
  ];

  const toggles = [
    ['Expand by row click', byClickProps],
    ['Only rows with items', onlyWithItemsProps],
    ['Column title', withTitleProps],
    ['Fix columns', fixColumnsProps],
    ['Scroll (x: 1500, y: 300)', scrollProps],
  ] as const;

  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        {toggles.map(([label, inputProps]) => (
          <label key={label}>
            <input {...inputProps} /> {label}
          </label>
        ))}
        <label>
          Fixed expand column{' '}
          <select value={fixed} onChange={(e) => setFixed(e.target.value as Fixed)}>
            <option value="none">none</option>
            <option value="left">left</option>
            <option value="right">right</option>
          </select>
        </label>
        <label>
          Expand column{' '}
          <select value={iconColumn} onChange={(e) => setIconColumn(e.target.value as IconColumn)}>
            <option value="first">first</option>
            <option value="after-customer">after Customer</option>
            <option value="none">none</option>
          </select>
        </label>
      </div>
      <div style={{ display: 'flex', gap: 8, margin: '12px 0' }}>
        <button type="button" onClick={() => setExpandedKeys(data.filter(isExpandable).map((record) => record.key))}>
          Expand all
        </button>
        <button type="button" onClick={() => setExpandedKeys([])}>
          Collapse all
        </button>
      </div>
      <p aria-live="polite">{lastExpand}</p>
      <Table<Invoice>
        columns={columns}
        data={data}
        scroll={{ x: scroll || fixColumns ? 1500 : undefined, y: scroll ? 300 : undefined }}
        expandable={{
          expandedRowKeys: expandedKeys,
          onExpandedRowsChange: setExpandedKeys,
          expandRowByClick: byClick,
          rowExpandable: isExpandable,
          columnTitle: withTitle ? 'More' : expandColumnTitle,
          columnWidth: withTitle ? 72 : undefined,
          fixed: fixed === 'none' ? undefined : fixed,
          // A negative index leaves the expand column out (rows still expand by click or the buttons), without a warning.
          expandIconColumnIndex: iconColumn === 'none' ? -1 : undefined,
          // Called for a click on an icon or a row, not when the buttons set `expandedRowKeys`.
          onExpand: (expanded, record) => setLastExpand(`onExpand: ${record.key} ${expanded ? 'expanded' : 'collapsed'}.`),
          // A collapsed row stays mounted but hidden; `expanded` lets its content render nothing meanwhile.
          expandedRowRender: (record, _index, _indent, expanded) =>
            expanded && <ul style={{ margin: 0 }}>{record.items.length ? record.items.map((item) => <li key={item}>{item}</li>) : <li>No line items</li>}</ul>,
        }}
      />
    </>
  );
}
