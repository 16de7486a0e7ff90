/**
 * title: Fixed columns with rows of any height
 * description: Rows grow to fit their tallest cell, and `fixed` columns grow with them because they are cells of the same row; expanded rows from `expandable.expandedRowRender` fit in the same way.
 * keywords: [fixed, row height, auto height, multi-line, expand, 固定列, 自适应行高, 多行]
 * zh-CN:
 *   title: 固定列自适应行高
 *   description: 行高随这一行最高的单元格增长，`fixed` 固定列本就是同一行的单元格，也随之变高；`expandable.expandedRowRender` 渲染的展开行同样如此。
 */
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Recipe {
  key: string;
  name: string;
  cuisine: string;
  steps: string[];
  minutes: number;
  servings: number;
}

const data: Recipe[] = [
  { key: '1', name: 'Tomato soup', cuisine: 'Italian', steps: ['Roast tomatoes', 'Blend with stock', 'Season'], minutes: 40, servings: 4 },
  { key: '2', name: 'Fried rice', cuisine: 'Chinese', steps: ['Cook rice the day before'], minutes: 20, servings: 2 },
  {
    key: '3',
    name: 'Shakshuka',
    cuisine: 'Maghrebi',
    steps: ['Soften onions and peppers', 'Add tomatoes and spices', 'Simmer until thick', 'Crack in the eggs', 'Cover until set'],
    minutes: 35,
    servings: 3,
  },
  { key: '4', name: 'Pancakes', cuisine: 'American', steps: ['Mix the batter', 'Fry on both sides'], minutes: 25, servings: 4 },
  { key: '5', name: 'Miso soup', cuisine: 'Japanese', steps: ['Heat dashi', 'Stir in miso off the boil', 'Add tofu and scallions'], minutes: 15, servings: 2 },
];

const columns: ColumnsType<Recipe> = [
  { title: 'Recipe', dataIndex: 'name', key: 'name', width: 140, fixed: 'left' },
  { title: 'Cuisine', dataIndex: 'cuisine', key: 'cuisine', width: 120 },
  {
    title: 'Steps',
    dataIndex: 'steps',
    key: 'steps',
    width: 280,
    // A list makes some rows much taller than others.
    render: (steps: string[]) => (
      <ol style={{ margin: 0, paddingInlineStart: 20 }}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    ),
  },
  { title: 'Minutes', dataIndex: 'minutes', key: 'minutes', width: 120 },
  { title: 'Servings', dataIndex: 'servings', key: 'servings', width: 120 },
  { title: 'Difficulty', key: 'difficulty', width: 160, render: (_, record) => (record.steps.length > 3 ? 'Medium' : 'Easy') },
  { title: 'Source', key: 'source', width: 200, render: () => 'Family cookbook' },
  { title: 'Action', key: 'action', width: 100, fixed: 'right', render: () => <a href="#fixed-columns-auto-height">Cook</a> },
];

// Names the expand column for screen readers (an empty header cell names nothing) without showing it.
const expandColumnTitle = (
  <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }}>Expand</span>
);

export default function App() {
  return (
    <Table<Recipe>
      columns={columns}
      data={data}
      scroll={{ x: 1200 }}
      expandable={{
        columnTitle: expandColumnTitle,
        expandedRowRender: (record) => (
          <p style={{ margin: 0 }}>
            {record.name} serves {record.servings} and takes {record.minutes} minutes over {record.steps.length} steps.
          </p>
        ),
      }}
    />
  );
}
