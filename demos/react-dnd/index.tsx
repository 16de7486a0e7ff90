/**
 * title: Drag rows to reorder
 * description: A custom `components.body.row` made draggable with react-dnd's `useDrag` and `useDrop` hooks; dropping a row moves it in `data` with immutability-helper.
 * keywords: [drag and drop, react-dnd, sortable, reorder rows, components.body.row, useDrag, useDrop, 拖拽, 拖拽排序, 行排序]
 * zh-CN:
 *   title: 拖拽排序
 *   description: 用 react-dnd 的 `useDrag` 和 `useDrop` 让自定义的 `components.body.row` 可以拖拽；放下后用 immutability-helper 调整这一行在 `data` 中的位置。
 */
import { createContext, useContext, useState } from 'react';
import type { ComponentProps } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import { DndProvider, useDrag, useDrop } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import update from 'immutability-helper';
import 'rc-table/assets/index.css';
import './style.css';

interface Song {
  key: string;
  title: string;
  artist: string;
  length: string;
}

const ROW = 'row';

interface DragItem {
  key: string;
}

interface Reorder {
  order: string[];
  moveRow: (from: string, to: string) => void;
}

// Rows reach the current order and the move callback through context, so nothing but DOM props reaches the
// `<tr>`: whatever `onRow` returned would be passed to `components.body.row` as well, to be taken out before spreading.
const ReorderContext = createContext<Reorder>({ order: [], moveRow: () => {} });

// rc-table puts the row key on every body row as `data-row-key`.
type RowProps = ComponentProps<'tr'> & { 'data-row-key': string };

function DraggableRow({ className, style, ...props }: RowProps) {
  const { order, moveRow } = useContext(ReorderContext);
  const rowKey = props['data-row-key'];

  const [{ isDragging }, drag] = useDrag({
    type: ROW,
    item: (): DragItem => ({ key: rowKey }),
    collect: (monitor) => ({ isDragging: monitor.isDragging() }),
  });

  const [{ draggedKey }, drop] = useDrop({
    accept: ROW,
    drop: (item: DragItem) => moveRow(item.key, rowKey),
    collect: (monitor) => ({ draggedKey: monitor.isOver() ? monitor.getItem<DragItem>().key : null }),
  });

  // A row dragged downwards lands below this one, a row dragged upwards above it.
  let dropClass = '';
  if (draggedKey !== null && draggedKey !== rowKey) {
    dropClass = order.indexOf(draggedKey) < order.indexOf(rowKey) ? 'react-dnd-drop-below' : 'react-dnd-drop-above';
  }

  return (
    <tr
      {...props}
      ref={(node) => {
        drag(drop(node));
      }}
      className={[className, 'react-dnd-row', dropClass].filter(Boolean).join(' ')}
      style={{ ...style, opacity: isDragging ? 0.4 : 1 }}
    />
  );
}

const columns: ColumnsType<Song> = [
  { title: 'Title', dataIndex: 'title', key: 'title' },
  { title: 'Artist', dataIndex: 'artist', key: 'artist', width: 200 },
  { title: 'Length', dataIndex: 'length', key: 'length', width: 100 },
];

const initialData: Song[] = [
  { key: '1', title: 'Harbour Lights', artist: 'The Tides', length: '3:41' },
  { key: '2', title: 'Paper Planes', artist: 'Morning Static', length: '4:05' },
  { key: '3', title: 'Slow Orbit', artist: 'Lumen', length: '5:12' },
  { key: '4', title: 'Copper Sky', artist: 'The Tides', length: '2:58' },
];

export default function App() {
  const [data, setData] = useState(initialData);

  const moveRow = (from: string, to: string) =>
    setData((rows) => {
      const fromIndex = rows.findIndex((row) => row.key === from);
      const toIndex = rows.findIndex((row) => row.key === to);
      return update(rows, {
        $splice: [
          [fromIndex, 1],
          [toIndex, 0, rows[fromIndex]],
        ],
      });
    });

  return (
    <DndProvider backend={HTML5Backend}>
      <ReorderContext.Provider value={{ order: data.map((row) => row.key), moveRow }}>
        <Table<Song> columns={columns} data={data} components={{ body: { row: DraggableRow } }} />
      </ReorderContext.Provider>
    </DndProvider>
  );
}
