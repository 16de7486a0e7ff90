/**
 * title: Children field turns into rows (problem)
 * description: 'The records keep their kids in a field named `children`, which rc-table reads as tree rows: expanding Chen shows the list below it and also adds Mia and Leo as rows of the table.'
 * keywords: [children, tree data, childrenColumnName, duplicate rows, expandedRowRender, reserved field, 数据里有 children, 多出的行, 树形数据, 重复行]
 * zh-CN:
 *   title: children 字段变成了多余的行（问题）
 *   description: '记录把孩子放在名为 `children` 的字段里，rc-table 把它当作树形子行：展开 Chen 时，下面除了展开内容，表格里还多出了 Mia 和 Leo 两行。'
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

export default function TreeDataChildrenProblem() {
  return (
    <Table<Family>
      columns={columns}
      data={data}
      expandable={{
        columnTitle: 'Kids',
        rowExpandable: (family) => (family.children ?? []).length > 0,
        expandedRowRender: (family) => `Kids: ${(family.children ?? []).map((kid) => `${kid.name} (${kid.age})`).join(', ')}`,
      }}
    />
  );
}
