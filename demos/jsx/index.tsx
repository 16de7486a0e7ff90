/**
 * title: JSX columns
 * description: Columns declared as `Table.Column` and `Table.ColumnGroup` children instead of a `columns` array, including a grouped header.
 * keywords: [jsx, Table.Column, Table.ColumnGroup, children, declarative columns, 列声明, 表头分组, JSX 语法]
 * zh-CN:
 *   title: JSX 列声明
 *   description: 用 `Table.Column` 和 `Table.ColumnGroup` 子元素代替 `columns` 数组来声明列，其中包括表头分组。
 */
import Table from 'rc-table';
import 'rc-table/assets/index.css';

interface Contact {
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
}

const data: Contact[] = [
  { key: '1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '555-0101', city: 'London' },
  { key: '2', firstName: 'Wei', lastName: 'Zhang', email: 'wei@example.com', phone: '555-0102', city: 'Chengdu' },
  { key: '3', firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '555-0103', city: 'New York' },
];

export default function App() {
  return (
    // Table turns its Column / ColumnGroup children into the same column config a `columns` array gives.
    <Table<Contact> data={data}>
      <Table.ColumnGroup title="Name" key="name">
        <Table.Column<Contact> title="First name" dataIndex="firstName" key="firstName" width={120} />
        <Table.Column<Contact> title="Last name" dataIndex="lastName" key="lastName" width={120} />
      </Table.ColumnGroup>
      <Table.ColumnGroup title="Contact" key="contact">
        <Table.Column<Contact> title="Email" dataIndex="email" key="email" />
        <Table.Column<Contact> title="Phone" dataIndex="phone" key="phone" width={120} />
      </Table.ColumnGroup>
      <Table.Column<Contact> title="City" dataIndex="city" key="city" width={120} />
      <Table.Column<Contact> title="Operations" key="operations" render={(_, record) => <a href={`mailto:${record.email}`}>Write to {record.firstName}</a>} />
    </Table>
  );
}
