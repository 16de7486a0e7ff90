/**
 * title: Ellipsis
 * description: Columns with `ellipsis` cut overflowing text to one line with an ellipsis and show the full text as the cell's native `title` tooltip.
 * keywords: [ellipsis, truncate, overflow, title, tooltip, 省略, 截断, 文本溢出]
 */
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Book {
  key: string;
  title: string;
  author: string;
  summary: string;
  tags: string;
}

const columns: ColumnsType<Book> = [
  { title: 'Title', dataIndex: 'title', key: 'title', width: 160, ellipsis: true },
  { title: 'Author', dataIndex: 'author', key: 'author', width: 120, ellipsis: true },
  // No width: this column takes the space that is left and truncates inside it.
  { title: 'Summary of the book, as printed on the back cover', dataIndex: 'summary', key: 'summary', ellipsis: true },
  { title: 'Tags', dataIndex: 'tags', key: 'tags', width: 100, ellipsis: true },
  // Without ellipsis, long content wraps onto several lines instead.
  { title: 'Action', key: 'action', width: 90, render: () => <a href="#ellipsis">Borrow book</a> },
];

const data: Book[] = [
  {
    key: '1',
    title: 'The Art of Computer Programming',
    author: 'Donald E. Knuth',
    summary: 'A comprehensive monograph on algorithms and their analysis, written over several decades and still unfinished.',
    tags: 'algorithms, classics, mathematics',
  },
  {
    key: '2',
    title: 'Structure and Interpretation of Computer Programs',
    author: 'Harold Abelson and Gerald Jay Sussman',
    summary: 'Teaches the fundamental principles of programming through Scheme, from procedures to interpreters and compilers.',
    tags: 'lisp, education',
  },
  {
    key: '3',
    title: 'Refactoring',
    author: 'Martin Fowler',
    summary: 'A catalogue of small behaviour-preserving changes that improve the design of existing code.',
    tags: 'design',
  },
  {
    key: '4',
    title: 'Designing Data-Intensive Applications',
    author: 'Martin Kleppmann',
    summary: 'Explores the trade-offs behind databases, stream processors and distributed systems used in modern applications.',
    tags: 'databases, distributed systems, architecture',
  },
];

export default function App() {
  return <Table<Book> columns={columns} data={data} style={{ maxWidth: 800 }} />;
}
