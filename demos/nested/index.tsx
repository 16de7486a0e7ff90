/**
 * title: Nested data index
 * description: A `dataIndex` written as a path array reads values from nested objects, so records do not need to be flattened first.
 * keywords: [dataIndex, nested, path, object, field, 嵌套, 数据索引, 路径]
 * zh-CN:
 *   title: 嵌套数据索引
 *   description: 写成路径数组的 `dataIndex` 可以读取嵌套对象中的值，记录无需先展平。
 */
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Person {
  key: string;
  name: { first: string; last: string };
  age: number;
  address: { city: string; country: string };
}

const columns: ColumnsType<Person> = [
  // Each array item is one step into the record: record.name.first.
  { title: 'First name', dataIndex: ['name', 'first'], key: 'first', width: 140 },
  { title: 'Last name', dataIndex: ['name', 'last'], key: 'last', width: 140 },
  { title: 'Age', dataIndex: 'age', key: 'age', width: 80 },
  { title: 'City', dataIndex: ['address', 'city'], key: 'city', width: 140 },
  { title: 'Country', dataIndex: ['address', 'country'], key: 'country' },
];

const data: Person[] = [
  { key: '1', name: { first: 'Grace', last: 'Hopper' }, age: 85, address: { city: 'Arlington', country: 'USA' } },
  { key: '2', name: { first: 'Alan', last: 'Turing' }, age: 41, address: { city: 'Wilmslow', country: 'UK' } },
  { key: '3', name: { first: 'Hua', last: 'Luogeng' }, age: 74, address: { city: 'Beijing', country: 'China' } },
];

export default function App() {
  return <Table<Person> columns={columns} data={data} />;
}
