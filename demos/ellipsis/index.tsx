/**
 * title: Ellipsis
 * description: Columns with `ellipsis` cut overflowing text to one line with an ellipsis and show the full text as the cell's native `title` tooltip; eleven columns from 56px to a few hundred wide show how much of each text is left at each width.
 * keywords: [ellipsis, truncate, overflow, title, tooltip, width, 省略, 截断, 文本溢出, 列宽]
 * zh-CN:
 *   title: 单元格省略
 *   description: 设置了 `ellipsis` 的列把溢出的文本截成一行并以省略号结尾，完整文本作为单元格原生的 `title` 提示显示；十一列的列宽从 56px 到几百像素不等，可以看出不同列宽下文本各保留多少。
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
  year: number;
  publisher: string;
  isbn: string;
  pages: number;
  language: string;
  shelf: string;
}

const columns: ColumnsType<Book> = [
  { title: 'Title', dataIndex: 'title', key: 'title', width: 160, ellipsis: true },
  { title: 'Author', dataIndex: 'author', key: 'author', width: 120, ellipsis: true },
  // No width: this column takes the space that is left and truncates inside it.
  { title: 'Summary of the book, as printed on the back cover', dataIndex: 'summary', key: 'summary', ellipsis: true },
  { title: 'Tags', dataIndex: 'tags', key: 'tags', width: 100, ellipsis: true },
  // Narrow columns: short values fit, longer ones (and long headers) are cut sooner.
  { title: 'Year', dataIndex: 'year', key: 'year', width: 64, ellipsis: true },
  { title: 'Publisher', dataIndex: 'publisher', key: 'publisher', width: 110, ellipsis: true },
  { title: 'ISBN', dataIndex: 'isbn', key: 'isbn', width: 90, ellipsis: true },
  { title: 'Pages', dataIndex: 'pages', key: 'pages', width: 64, ellipsis: true },
  { title: 'Language', dataIndex: 'language', key: 'language', width: 72, ellipsis: true },
  { title: 'Shelf', dataIndex: 'shelf', key: 'shelf', width: 56, ellipsis: true },
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
    year: 1968,
    publisher: 'Addison-Wesley Professional',
    isbn: '978-0-201-89683-1',
    pages: 672,
    language: 'English',
    shelf: 'C-12',
  },
  {
    key: '2',
    title: 'Structure and Interpretation of Computer Programs',
    author: 'Harold Abelson and Gerald Jay Sussman',
    summary: 'Teaches the fundamental principles of programming through Scheme, from procedures to interpreters and compilers.',
    tags: 'lisp, education',
    year: 1985,
    publisher: 'MIT Press',
    isbn: '978-0-262-51087-5',
    pages: 657,
    language: 'English',
    shelf: 'C-3',
  },
  {
    key: '3',
    title: 'Refactoring',
    author: 'Martin Fowler',
    summary: 'A catalogue of small behaviour-preserving changes that improve the design of existing code.',
    tags: 'design',
    year: 1999,
    publisher: 'Addison-Wesley',
    isbn: '978-0-201-48567-7',
    pages: 431,
    language: 'English, German',
    shelf: 'D-101',
  },
  {
    key: '4',
    title: 'Designing Data-Intensive Applications',
    author: 'Martin Kleppmann',
    summary: 'Explores the trade-offs behind databases, stream processors and distributed systems used in modern applications.',
    tags: 'databases, distributed systems, architecture',
    year: 2017,
    publisher: "O'Reilly Media",
    isbn: '978-1-449-37332-0',
    pages: 616,
    language: 'English',
    shelf: 'B-7',
  },
];

export default function App() {
  // The fixed widths add up to 926px; the summary column gets the rest of the 1200px, on any screen.
  return <Table<Book> columns={columns} data={data} scroll={{ x: 1200 }} />;
}
