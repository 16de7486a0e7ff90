/**
 * title: Caption
 * description: The `caption` prop renders a native `<caption>` element, given either as plain text or as any React node.
 * keywords: [caption, table title, accessible name, 表格题注, 说明文字, 无障碍]
 * zh-CN:
 *   title: 表格题注
 *   description: '`caption` 属性渲染原生的 `<caption>` 元素，内容可以是纯文字，也可以是任意 React 节点。'
 */
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Person {
  key: string;
  name: string;
  age: number;
  address: string;
}

const columns: ColumnsType<Person> = [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 140 },
  { title: 'Age', dataIndex: 'age', key: 'age', width: 80 },
  { title: 'Address', dataIndex: 'address', key: 'address' },
];

const data: Person[] = [
  { key: '1', name: 'John Brown', age: 32, address: 'New York No. 1 Lake Park' },
  { key: '2', name: 'Jim Green', age: 42, address: 'London No. 1 Lake Park' },
  { key: '3', name: 'Joe Black', age: 28, address: 'Sydney No. 1 Lake Park' },
];

export default function App() {
  return (
    <>
      <Table<Person> columns={columns} data={data} caption="Club members" />
      <Table<Person>
        columns={columns}
        data={data}
        style={{ marginTop: 24 }}
        caption={
          <span>
            <strong>Club members</strong> (updated <time dateTime="2024-05-01">1 May 2024</time>)
          </span>
        }
      />
    </>
  );
}
