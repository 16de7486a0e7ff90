/**
 * title: Header and body out of line (problem)
 * description: With `scroll.y` the header is a separate table; `tableLayout="auto"` lets the unwrapped log lines push the body table wider than its container, while the header table stays container-wide and squeezes its columns.
 * keywords: [fixed header, scroll.y, header misaligned, tableLayout auto, nowrap, 表头错位, 表头对不齐, 固定表头]
 * zh-CN:
 *   title: 表头和表体错位（问题）
 *   description: 设了 `scroll.y` 后表头是单独的一张表；`tableLayout="auto"` 让不换行的日志把表体撑得比容器还宽，表头那张表却仍和容器一样宽，只能把列压窄。
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

export default function HeaderBodyMisalignedProblem() {
  // `auto` so the columns fit their content instead of sharing the width equally.
  return <Table<LogLine> columns={columns} data={data} scroll={{ y: 240 }} tableLayout="auto" />;
}
