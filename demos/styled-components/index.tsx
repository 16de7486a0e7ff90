/**
 * title: Rows styled with styled-components
 * description: A styled `tr` passed as `components.body.row` replaces every body row, so hover and stripe styles live with the component instead of in a global stylesheet.
 * keywords: [styled-components, components, body row, css-in-js, hover, 自定义组件, 样式, 行悬停]
 * zh-CN:
 *   title: 使用 styled-components
 *   description: 把 styled-components 创建的 `tr` 作为 `components.body.row`，替换所有表体行，悬停和斑马纹样式跟着组件走，不必写进全局样式表。
 */
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import styled from 'styled-components';
import 'rc-table/assets/index.css';

interface Track {
  key: string;
  title: string;
  artist: string;
  length: string;
}

// rc-table passes this element everything onRow returns (not only DOM props), plus className, style and data-row-key.
// Each colour comes twice: a plain light value, then light-dark() for pages in a dark colour scheme.
const StyledRow = styled.tr`
  & > td {
    transition: background-color 0.2s;
  }

  &:nth-child(even) > td {
    background-color: #f5f7fa;
    background-color: light-dark(#f5f7fa, #161b22);
  }

  &:hover > td {
    background-color: #e6f4ff;
    background-color: light-dark(#e6f4ff, #112a45);
    color: #0958d9;
    color: light-dark(#0958d9, #8dc5ff);
  }
`;

const columns: ColumnsType<Track> = [
  { title: 'Title', dataIndex: 'title', key: 'title', width: 220 },
  { title: 'Artist', dataIndex: 'artist', key: 'artist', width: 180 },
  { title: 'Length', dataIndex: 'length', key: 'length' },
];

const data: Track[] = [
  { key: '1', title: 'Blue in Green', artist: 'Miles Davis', length: '5:37' },
  { key: '2', title: 'Take Five', artist: 'The Dave Brubeck Quartet', length: '5:24' },
  { key: '3', title: 'Naima', artist: 'John Coltrane', length: '4:21' },
  { key: '4', title: 'Waltz for Debby', artist: 'Bill Evans Trio', length: '6:55' },
];

export default function App() {
  // The styled row handles hover itself, so the built-in hover highlight is turned off.
  return <Table<Track> columns={columns} data={data} rowHoverable={false} components={{ body: { row: StyledRow } }} />;
}
