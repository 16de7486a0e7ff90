/**
 * title: Fixed columns and header, right to left
 * description: With `direction="rtl"` the table is laid out from right to left and columns marked `fixed` pin to the mirrored side; the toggles combine it with a fixed header, grouped columns, `ellipsis` and empty data.
 * keywords: [rtl, direction, right to left, fixed, fixed header, ellipsis, 从右到左, 固定列, 固定表头, 省略]
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

export default function App() {
  const [rtl, rtlProps] = useToggle(true);
  const [fixHeader, fixHeaderProps] = useToggle(true);
  const [fixStart, fixStartProps] = useToggle(true);
  const [fixEnd, fixEndProps] = useToggle(true);
  const [grouped, groupedProps] = useToggle(false);
  const [ellipsis, ellipsisProps] = useToggle(false);
  const [empty, emptyProps] = useToggle(false);

  const route: ColumnsType<Shipment> = [
    { title: 'Origin', dataIndex: 'origin', key: 'origin', width: 140 },
    { title: 'Destination', dataIndex: 'destination', key: 'destination', width: 140 },
  ];

  const columns: ColumnsType<Shipment> = [
    { title: 'Reference', dataIndex: 'reference', key: 'reference', width: 120, fixed: fixStart ? 'left' : undefined },
    { title: 'Sender', dataIndex: 'sender', key: 'sender', width: 140, fixed: fixStart ? 'left' : undefined },
    ...(grouped ? [{ title: 'Route', key: 'route', children: route }] : route),
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
    ['Fixed header', fixHeaderProps],
    ['Fix start columns', fixStartProps],
    ['Fix end column', fixEndProps],
    ['Group route columns', groupedProps],
    ['Ellipsis', ellipsisProps],
    ['Empty', emptyProps],
  ] as const;

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
        data={empty ? [] : data}
        scroll={{ x: 1300, y: fixHeader ? 300 : undefined }}
        style={{ marginTop: 12 }}
      />
    </>
  );
}
