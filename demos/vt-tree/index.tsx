/**
 * title: 'VirtualTable compared: tree data'
 * description: 'The same rows with `children` in a `Table` and a `VirtualTable` with the same props: click a department''s toggle and its teams open under it, indented one level.'
 * keywords: [VirtualTable, virtual, tree data, children, nested rows, indent, compatibility, 虚拟滚动, 树形数据, 子行, 缩进, 兼容性]
 * zh-CN:
 *   title: 'VirtualTable 对照：树形数据'
 *   description: '同一组带 `children` 的行分别交给 `Table` 和 `VirtualTable`，其余属性相同：点击某个部门的展开按钮，它的小组就在下方展开，并缩进一级。'
 */
import Table, { VirtualTable } from 'rc-table';
import type { ColumnsType, TableProps } from 'rc-table';
import 'rc-table/assets/index.css';

interface Unit {
  key: string;
  name: string;
  lead: string;
  headcount: number;
  budget: string;
  children?: Unit[];
}

const departments = ['Engineering', 'Design', 'Sales', 'Support', 'Finance', 'Legal', 'Marketing', 'Research', 'Operations', 'People', 'Security', 'Data'];
const leads = ['Ada', 'Bo', 'Chen', 'Dara', 'Emeka', 'Femi', 'Gita', 'Hana'];

// 12 departments with 3 teams each: 48 rows once every department is open.
const data: Unit[] = departments.map((department, i) => {
  const teams = ['North', 'South', 'Central'].map((team, j) => ({
    key: `d${i + 1}-${j + 1}`,
    name: `${department} ${team}`,
    lead: leads[(i + j + 1) % leads.length],
    headcount: 4 + ((i * 5 + j * 3) % 9),
    budget: `$${(120 + ((i * 37 + j * 53) % 200)) * 1000}`,
  }));
  return {
    key: `d${i + 1}`,
    name: department,
    lead: leads[i % leads.length],
    headcount: teams.reduce((sum, team) => sum + team.headcount, 0),
    budget: `$${(400 + ((i * 71) % 500)) * 1000}`,
    children: teams,
  };
});

const columns: ColumnsType<Unit> = [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 260 },
  { title: 'Lead', dataIndex: 'lead', key: 'lead', width: 180 },
  { title: 'Headcount', dataIndex: 'headcount', key: 'headcount', width: 140 },
  { title: 'Budget', dataIndex: 'budget', key: 'budget', width: 160 },
];

// One set of props for both tables: the component is the only difference.
const props: TableProps<Unit> = {
  columns,
  data,
  scroll: { x: 740, y: 190 },
  // rc-table has no default indent: without `indentSize` the teams would line up with their department.
  expandable: { indentSize: 20 },
};

export default function App() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <figure style={{ margin: 0 }}>
        <figcaption>Table</figcaption>
        <Table<Unit> {...props} />
      </figure>
      <figure style={{ margin: 0 }}>
        <figcaption>VirtualTable</figcaption>
        <VirtualTable<Unit> {...props} />
      </figure>
    </div>
  );
}
