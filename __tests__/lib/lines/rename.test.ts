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
