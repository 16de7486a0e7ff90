/**
 * title: Row animation
 * description: A custom `components.body.wrapper` runs the rows through rc-motion's `CSSMotionList`, so added rows fade in and removed rows fade out before they leave the DOM.
 * keywords: [animation, motion, rc-motion, CSSMotionList, add row, remove row, components.body, 动画, 过渡, 添加行, 删除行]
 * zh-CN:
 *   title: 行动画
 *   description: 自定义的 `components.body.wrapper` 把表体行交给 rc-motion 的 `CSSMotionList`：新增的行淡入，删除的行先淡出再离开 DOM。
 */
import { Children, createContext, isValidElement, useContext, useRef, useState } from 'react';
import type { ComponentProps, CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import { CSSMotionList } from 'rc-motion';
import 'rc-table/assets/index.css';
import './style.css';

interface Fruit {
  key: string;
  name: string;
  stock: number;
}

interface RowMotion {
  className?: string;
  style?: CSSProperties;
  ref: Ref<HTMLTableRowElement>;
}

// Hands the motion class, style and DOM ref of each row down to the <tr> that rc-table renders.
const RowMotionContext = createContext<RowMotion | null>(null);

// Whether a row that mounts now plays the "appear" motion. The first rows mount with the table (and are in
// the server-rendered page), so they stay still; once the reader adds a row, every new row fades in.
const AppearContext = createContext(false);

function MotionBody({ children, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  // rc-table passes keyed row elements; a leaving row keeps its last element until its motion ends.
  const rows = Children.toArray(children).filter(isValidElement);
  const keys = rows.map((row) => ({ key: String(row.key), row }));
  const appear = useContext(AppearContext);

  return (
    <CSSMotionList
      {...props}
      component="tbody"
      keys={keys}
      motionName="animation-row"
      motionAppear={appear}
      // Ends the motion even if the browser never reports the end of the transition.
      motionDeadline={500}
    >
      {({ row, className, style }, ref) => <RowMotionContext.Provider value={{ className, style, ref }}>{row as ReactNode}</RowMotionContext.Provider>}
    </CSSMotionList>
  );
}

function MotionRow({ className, style, ...props }: ComponentProps<'tr'>) {
  const motion = useContext(RowMotionContext);
  return <tr {...props} ref={motion?.ref} className={[className, motion?.className].filter(Boolean).join(' ')} style={{ ...style, ...motion?.style }} />;
}

const fruits = ['Apple', 'Banana', 'Cherry', 'Damson', 'Elderberry', 'Fig', 'Grape', 'Kiwi', 'Lemon', 'Mango'];

export default function App() {
  const [data, setData] = useState<Fruit[]>(() => fruits.slice(0, 3).map((name, i) => ({ key: `fruit-${i}`, name, stock: (i + 1) * 10 })));
  const nextId = useRef(3);
  const [appear, setAppear] = useState(false);

  const addRow = () => {
    const id = nextId.current;
    nextId.current += 1;
    setAppear(true);
    setData((rows) => [...rows, { key: `fruit-${id}`, name: fruits[id % fruits.length], stock: (id % 7) * 5 + 5 }]);
  };

  const removeRow = (key: string) => setData((rows) => rows.filter((row) => row.key !== key));

  const columns: ColumnsType<Fruit> = [
    { title: 'Fruit', dataIndex: 'name', key: 'name' },
    { title: 'Stock', dataIndex: 'stock', key: 'stock', width: 120 },
    {
      title: 'Action',
      key: 'action',
      width: 120,
      render: (_, row) => (
        <button type="button" onClick={() => removeRow(row.key)}>
          Remove
        </button>
      ),
    },
  ];

  return (
    <>
      <button type="button" onClick={addRow} style={{ marginBottom: 12 }}>
        Add a row
      </button>
      <AppearContext.Provider value={appear}>
        <Table<Fruit> columns={columns} data={data} components={{ body: { wrapper: MotionBody, row: MotionRow } }} />
      </AppearContext.Provider>
    </>
  );
}
