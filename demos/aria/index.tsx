/**
 * title: ARIA labels
 * description: Attributes such as `aria-label` and `aria-labelledby` are passed to the `<table>` element, and `data-*` attributes to the wrapper, so screen readers announce a name.
 * keywords: [aria-label, aria-labelledby, accessibility, a11y, screen reader, data attributes, 无障碍, 可访问性, 读屏]
 * zh-CN:
 *   title: ARIA 标签
 *   description: '`aria-label`、`aria-labelledby` 等属性会放到 `<table>` 元素上，`data-*` 属性放到外层容器上，读屏软件因此能读出表格的名称。'
 */
import { useId } from 'react';
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

const staff: Person[] = [
  { key: '1', name: 'John Brown', age: 32, address: 'New York No. 1 Lake Park' },
  { key: '2', name: 'Jim Green', age: 42, address: 'London No. 1 Lake Park' },
];

const guests: Person[] = [
  { key: '1', name: 'Joe Black', age: 28, address: 'Sydney No. 1 Lake Park' },
  { key: '2', name: 'Mia White', age: 35, address: 'Dublin No. 1 Lake Park' },
];

export default function App() {
  // useId keeps the id unique when the component is rendered more than once on a page.
  const headingId = useId();

  return (
    <>
      {/* No visible heading: aria-label gives the table its accessible name. */}
      <Table<Person> columns={columns} data={staff} aria-label="Staff directory" data-table="staff" />

      {/* A visible heading names the table through aria-labelledby. */}
      <h2 id={headingId}>Guest list</h2>
      <Table<Person> columns={columns} data={guests} aria-labelledby={headingId} />
    </>
  );
}
