/**
 * title: A children field kept as plain data (fix)
 * description: '`expandable.childrenColumnName` names the field rc-table reads tree rows from; pointing it at a field no record has keeps `children` as plain data, so expanding Chen only shows the list.'
 * keywords: [children, tree data, childrenColumnName, duplicate rows, expandedRowRender, reserved field, 数据里有 children, 树形数据, 关闭树形, 重复行]
 * zh-CN:
 *   title: 让 children 字段只是普通数据（修正）
 *   description: '`expandable.childrenColumnName` 指定 rc-table 从哪个字段读取树形子行；指向一个记录里都没有的字段后，`children` 就只是普通数据，展开 Chen 只显示展开内容。'
 */
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Child {
  key: string;
  name: string;
  age: number;
}

interface Family {
  key: string;
  name: string;
  phone: string;
  city: string;
  // Plain data from the API: the family's kids, shown in the expanded row.
  children?: Child[];
}

const data: Family[] = [
  {
    key: 'chen',
    name: 'Chen',
    phone: '555-0134',
    city: 'Leeds',
    children: [
      { key: 'chen-mia', name: 'Mia', age: 7 },
      { key: 'chen-leo', name: 'Leo', age: 4 },
    ],
  },
  { key: 'okafor', name: 'Okafor', phone: '555-0178', city: 'York', children: [{ key: 'okafor-ada', name: 'Ada', age: 9 }] },
  { key: 'silva', name: 'Silva', phone: '555-0112', city: 'Hull' },
];

const columns: ColumnsType<Family> = [
  { title: 'Family', dataIndex: 'name', key: 'name' },
  { title: 'Phone', dataIndex: 'phone', key: 'phone', width: 140 },
  { title: 'City', dataIndex: 'city', key: 'city', width: 140 },
];

export default function TreeDataChildrenFix() {
  return (
    <Table<Family>
      columns={columns}
      data={data}
      expandable={{
        columnTitle: 'Kids',
        // No record has this field, so rc-table finds no tree rows and `children` stays plain data.
        childrenColumnName: 'treeChildren',
        rowExpandable: (family) => (family.children ?? []).length > 0,
        expandedRowRender: (family) => `Kids: ${(family.children ?? []).map((kid) => `${kid.name} (${kid.age})`).join(', ')}`,
      }}
    />
  );
}
