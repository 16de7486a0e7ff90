import { renameForLine, renameSpecifier } from '@/lib/lines/rename';

describe('renameForLine', () => {
  it('spells the moved packages as 1.x names them, in code and in prose', () => {
    const source = [
      "import Table from 'rc-table';",
      "import 'rc-table/assets/index.css';",
      "import Tooltip from 'rc-tooltip';",
      "import 'rc-tooltip/assets/bootstrap.css';",
      '// rc-table passes keyed rows; rc-motion animates them.',
    ].join('\n');
    expect(renameForLine(source, '1.x')).toBe(
      [
        "import Table from '@rc-component/table';",
        "import '@rc-component/table/assets/index.css';",
        "import Tooltip from '@rc-component/tooltip';",
        "import '@rc-component/tooltip/assets/bootstrap.css';",
        '// @rc-component/table passes keyed rows; @rc-component/motion animates them.',
      ].join('\n'),
    );
    expect(renameForLine('`rc-table` 用行的 key 判断', '1.x')).toBe('`@rc-component/table` 用行的 key 判断');
    expect(renameForLine("rc-table's header", '1.x')).toBe("@rc-component/table's header");
  });

  it('keeps class names, selectors, longer names and paths that only contain a package name', () => {
    const kept = ['rc-table-cell', '.rc-table-ping-left', 'className="rc-table-row"', '@scope/rc-table', 'react-component/rc-table', 'rc-tables', 'x-rc-table'];
    for (const text of kept) expect(renameForLine(text, '1.x')).toBe(text);
  });

  it('keeps a name followed by a version: that version was published under the old name only', () => {
    const kept = [
      'in rc-table 7.55.1 any value logs a warning',
      'rc-table 7 mistakes `title` for a legacy expand prop',
      'npm install rc-table@7',
      'rc-table@^7.55.1',
      'rc-table v7 and later',
      '// `rc-table` 7.x warns',
      'rc-tooltip 6.x',
      '但在 rc-table 7.55.1 中',
    ];
    for (const text of kept) expect(renameForLine(text, '1.x')).toBe(text);
    expect(renameForLine('rc-table 7.55.1 warns; rc-table passes keyed rows', '1.x')).toBe('rc-table 7.55.1 warns; rc-table passes keyed rows');
  });

  it('keeps the names of a sentence about 7.x, and renames the next one', () => {
    expect(renameForLine('In 7.x, rc-table names pinned cells by the side of the screen. rc-table passes keyed rows.', '1.x')).toBe(
      'In 7.x, rc-table names pinned cells by the side of the screen. @rc-component/table passes keyed rows.',
    );
    expect(renameForLine('在 7.55.1 中，rc-table 按屏幕的左右命名固定列。rc-table 用行的 key 判断', '1.x')).toBe(
      '在 7.55.1 中，rc-table 按屏幕的左右命名固定列。@rc-component/table 用行的 key 判断',
    );
    // A line of code is a sentence of its own, and a quoted name is a module specifier, renamed on every line.
    const code = ['// The same code runs on 7.x.', "import Table from 'rc-table'; // as on 7.x", '// rc-table renders it'];
    expect(renameForLine(code.join('\n'), '1.x').split('\n')).toEqual([
      code[0],
      "import Table from '@rc-component/table'; // as on 7.x",
      '// @rc-component/table renders it',
    ]);
    // Not a version of 7.x: a 1.x version, a number in a word.
    expect(renameForLine('rc-table has done so since 1.2.0, in 17.5px cells.', '1.x')).toBe('@rc-component/table has done so since 1.2.0, in 17.5px cells.');
  });

  it('changes nothing on 7.x, whose names the sources use', () => {
    expect(renameForLine("import Table from 'rc-table';", '7.x')).toBe("import Table from 'rc-table';");
  });

  it('renames one specifier with its subpath', () => {
    expect(renameSpecifier('rc-menu/assets/index.css', '1.x')).toBe('@rc-component/menu/assets/index.css');
    expect(renameSpecifier('rc-table', '1.x')).toBe('@rc-component/table');
    expect(renameSpecifier('rc-tablex', '1.x')).toBe('rc-tablex');
    expect(renameSpecifier('react', '1.x')).toBe('react');
    expect(renameSpecifier('rc-table', '7.x')).toBe('rc-table');
  });
});
