/**
 * title: Header and body out of line (fix)
 * description: 'The same table with `scroll={{ x: ''max-content'', y: 240 }}`: the header table takes `scroll.x` as its width too, so both tables grow to fit the log lines and their columns line up while the body scrolls sideways.'
 * keywords: [fixed header, scroll.y, scroll.x, max-content, header aligned, 表头对齐, 固定表头, 横向滚动]
 * zh-CN:
 *   title: 表头和表体错位（修正）
 *   description: '同一张表改成 `scroll={{ x: ''max-content'', y: 240 }}`：表头那张表也以 `scroll.x` 为宽度，两张表一起按日志内容变宽，列对齐，表体横向滚动。'
 */
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface LogLine {
  key: string;
  time: string;
  service: string;
  message: string;
  host: string;
  trace: string;
}

const services = ['payments-api', 'orders-worker', 'search-indexer'];
const messages = [
  'Card webhook retried after the upstream processor timed out (attempt 3 of 5)',
  'Order batch committed: 240 rows written to the ledger, 3 rows held for review',
  'Index refresh finished: 12 shards merged in 840 ms, 2 replicas still catching up',
];

const data: LogLine[] = Array.from({ length: 20 }, (_, i) => ({
  key: String(i),
  time: `2026-03-02 14:${String(10 + i).padStart(2, '0')}:07`,
  service: services[i % services.length],
  message: messages[i % messages.length],
  host: `eu-west-1a/ip-10-0-3-${17 + i}`,
  trace: `4bf92f3577b34da6a3ce929d0e0e${String(4700 + i * 13)}`,
}));

// Log lines read best on one line, so no cell may wrap.
const noWrap = () => ({ style: { whiteSpace: 'nowrap' as const } });

const columns: ColumnsType<LogLine> = [
  { title: 'Time', dataIndex: 'time', key: 'time', onCell: noWrap },
  { title: 'Service', dataIndex: 'service', key: 'service', onCell: noWrap },
  { title: 'Message', dataIndex: 'message', key: 'message', onCell: noWrap },
  { title: 'Host', dataIndex: 'host', key: 'host', onCell: noWrap },
  { title: 'Trace ID', dataIndex: 'trace', key: 'trace', onCell: noWrap },
];

export default function HeaderBodyMisalignedFix() {
  // `scroll.x` is the width of the header table as well as the body table, so both fit the content.
  return <Table<LogLine> columns={columns} data={data} scroll={{ x: 'max-content', y: 240 }} tableLayout="auto" />;
}
