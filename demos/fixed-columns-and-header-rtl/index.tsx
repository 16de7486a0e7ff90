/**
 * title: Fixed columns and header, right to left
 * description: With `direction="rtl"` the table is laid out from right to left and columns marked `fixed` pin to the mirrored side; the toggles combine it with an auto or fixed table width, long text, a percentage column width, a fixed header, grouped and pinned groups of columns, `ellipsis` and empty data.
 * keywords: [rtl, direction, right to left, fixed, fixed header, column group, percentage width, ellipsis, 从右到左, 固定列, 固定表头, 表头分组, 百分比宽度, 省略]
 * zh-CN:
 *   title: 从右到左的固定列
 *   description: 设置 `direction="rtl"` 后表格从右到左排列，标记了 `fixed` 的列固定到镜像的一侧；各个开关还能组合自动或固定的表格宽度、长文本、百分比列宽、固定表头、表头分组与固定的分组、`ellipsis` 以及空数据。
 */
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';
import useToggle from './useToggle';

interface Shipment {
  key: string;
  reference: string;
  sender: string;
  origin: string;
  destination: string;
  weight: number;
  note: string;
}

const cities = ['Cairo', 'Dubai', 'Amman', 'Doha', 'Muscat'];

const data: Shipment[] = Array.from({ length: 12 }, (_, i) => ({
  key: String(i + 1),
  reference: `SH-${2400 + i}`,
  sender: `Sender ${i + 1}`,
  origin: cities[i % cities.length],
  destination: cities[(i + 2) % cities.length],
  weight: 2 + ((i * 3) % 17),
  note: 'Fragile goods: keep upright, avoid stacking, and call the receiver before delivery.',
}));

// One unbroken word, wider than its pinned column.
const longReference = 'SH-2400-RETURNED-TO-SENDER-AWAITING-CUSTOMS';

export default function App() {
  const [rtl, rtlProps] = useToggle(true);
  const [autoWidth, autoWidthProps] = useToggle(true);
  const [longText, longTextProps] = useToggle(false);
  const [percentWidth, percentWidthProps] = useToggle(false);
  const [fixHeader, fixHeaderProps] = useToggle(true);
  const [fixStart, fixStartProps] = useToggle(true);
  const [fixEnd, fixEndProps] = useToggle(true);
  const [grouped, groupedProps] = useToggle(false);
  const [fixGroup, fixGroupProps] = useToggle(false);
  const [ellipsis, ellipsisProps] = useToggle(false);
  const [empty, emptyProps] = useToggle(false);

  const route: ColumnsType<Shipment> = [
    { title: 'Origin', dataIndex: 'origin', key: 'origin', width: 140 },
    { title: 'Destination', dataIndex: 'destination', key: 'destination', width: 140 },
  ];

  const columns: ColumnsType<Shipment> = [
    {
      title: 'Reference',
      dataIndex: 'reference',
      key: 'reference',
      // A percentage is of the whole table's width (here `scroll.x`), not of the part in view.
      width: percentWidth ? '15%' : 120,
      fixed: fixStart ? 'left' : undefined,
      ellipsis,
    },
    { title: 'Sender', dataIndex: 'sender', key: 'sender', width: 140, fixed: fixStart ? 'left' : undefined },
    // A pinned group pins its children; it joins the start columns, so it is pinned only with them.
    ...(grouped ? [{ title: 'Route', key: 'route', fixed: fixStart && fixGroup ? ('left' as const) : undefined, children: route }] : route),
    { title: 'Weight', dataIndex: 'weight', key: 'weight', width: 100, render: (kg: number) => `${kg} kg` },
    { title: 'Note', dataIndex: 'note', key: 'note', width: 260, ellipsis },
    { title: 'Carrier', key: 'carrier', width: 160, render: () => 'Desert Express' },
    { title: 'Status', key: 'status', width: 120, render: (_, record) => (Number(record.key) % 3 ? 'In transit' : 'Delivered') },
    {
      title: 'Action',
      key: 'action',
      width: 100,
      fixed: fixEnd ? 'right' : undefined,
      render: () => <a href="#fixed-columns-and-header-rtl">Track</a>,
    },
  ];

  const toggles = [
    ['Right to left', rtlProps],
    ['Auto width', autoWidthProps],
    ['Long text', longTextProps],
    ['Percentage width', percentWidthProps],
    ['Fixed header', fixHeaderProps],
    ['Fix start columns', fixStartProps],
    ['Fix end column', fixEndProps],
    ['Group route columns', groupedProps],
    ['Pin route group', { ...fixGroupProps, disabled: !grouped || !fixStart }],
    ['Ellipsis', ellipsisProps],
    ['Empty', emptyProps],
  ] as const;

  const rows = longText ? data.map((row, i) => (i === 0 ? { ...row, reference: longReference } : row)) : data;

  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        {toggles.map(([label, inputProps]) => (
          <label key={label}>
            <input {...inputProps} /> {label}
          </label>
        ))}
      </div>
      <Table<Shipment>
        direction={rtl ? 'rtl' : 'ltr'}
        columns={columns}
        data={empty ? [] : rows}
        scroll={{ x: 1300, y: fixHeader ? 300 : undefined }}
        style={{ marginTop: 12, width: autoWidth ? undefined : 800 }}
      />
    </>
  );
}
