/** @jest-environment node */
import { migrated, where } from './run';

describe('imports rule', () => {
  it("renames the table's package and its stylesheet, keeping quotes, formatting and comments", () => {
    const code = [
      '// a table',
      'import Table from "rc-table"; // the component',
      "import type { ColumnsType } from 'rc-table';",
      "import 'rc-table/assets/index.css';",
      '',
      'export const cols: ColumnsType<{ a: number }> = [];',
    ].join('\n');
    const result = migrated(code);
    expect(result.code).toBe(
      [
        '// a table',
        'import Table from "@rc-component/table"; // the component',
        "import type { ColumnsType } from '@rc-component/table';",
        "import '@rc-component/table/assets/index.css';",
        '',
        'export const cols: ColumnsType<{ a: number }> = [];',
      ].join('\n'),
    );
    expect(where(result.changes)).toEqual(['package-renamed@2:20', 'package-renamed@3:35', 'stylesheet-moved@4:9']);
    expect(result.changes[2]).toMatchObject({ rule: 'stylesheet', values: { from: 'rc-table/assets/index.css', to: '@rc-component/table/assets/index.css' } });
    expect(result.warnings).toEqual([]);
    // Type-only imports are erased before run time: a live editor need not provide them.
    expect(result.imports).toEqual(['@rc-component/table', '@rc-component/table/assets/index.css']);
  });

  it('renames require, dynamic import, re-exports, jest.mock and declare module', () => {
    const code = [
      "const Table = require('rc-table');",
      "const lazy = () => import('rc-table');",
      "export { default } from 'rc-table';",
      "export * from 'rc-table';",
      "jest.mock('rc-table');",
      "declare module 'rc-table' {}",
      "type C = import('rc-table').ColumnType<object>;",
    ].join('\n');
    const result = migrated(code);
    expect(result.code).not.toMatch(/'rc-table'/);
    expect(result.changes).toHaveLength(7);
    expect(result.changes.every((c) => c.message === 'package-renamed')).toBe(true);
  });

  const siblings = [
    "import classNames from 'classnames';",
    "import ResizeObserver from 'rc-resize-observer';",
    "import List from 'rc-virtual-list';",
    "import { warning } from 'rc-util';",
    "import Dropdown from 'rc-dropdown';",
    "import 'rc-tooltip/assets/bootstrap.css';",
    "import Menu from 'rc-menu';",
    "import { CSSMotionList } from 'rc-motion';",
  ].join('\n');

  it('keeps the replaced dependencies and the sibling packages unless the reader opts in, saying how to declare or move each', () => {
    const result = migrated(siblings);
    expect(result.code).toBe(siblings);
    expect(result.changes).toEqual([]);
    expect(where(result.warnings)).toEqual([
      'dependency-kept@1:24',
      'dependency-kept@2:28',
      'dependency-kept@3:18',
      'dependency-kept@4:25',
      'sibling-kept@5:22',
      'sibling-kept@6:8',
      'sibling-kept@7:18',
      'sibling-kept@8:31',
    ]);
    // 7.x installed them and 1.x does not: the project may not declare them, so each says how.
    expect(result.warnings[0].values).toEqual({ from: 'classnames', to: 'clsx', install: 'npm install classnames' });
    expect(result.warnings[4].values).toEqual({ from: 'rc-dropdown', to: '@rc-component/dropdown', install: 'npm install @rc-component/dropdown' });
  });

  it("switches the table's replaced dependencies when the reader opts in, each with the command that installs the new one", () => {
    const result = migrated(siblings, 'script', { moveSiblings: true });
    expect(
      result.code
        .split('\n')
        .slice(0, 4)
        .map((line) => /'(.*)'/.exec(line)?.[1]),
    ).toEqual(['clsx', '@rc-component/resize-observer', '@rc-component/virtual-list', '@rc-component/util']);
    expect(result.changes.slice(0, 4).map((c) => c.message)).toEqual(['dependency-moved', 'dependency-moved', 'dependency-moved', 'dependency-moved']);
    expect(result.changes[0].values).toEqual({ from: 'classnames', to: 'clsx', install: 'npm install clsx' });
    expect(result.changes[3].values).toMatchObject({ install: 'npm install @rc-component/util' });
  });

  it('moves the sibling packages when the reader chooses to, with the install command and the versions compared', () => {
    const result = migrated(siblings, 'script', { moveSiblings: true });
    expect(
      result.code
        .split('\n')
        .slice(4)
        .map((line) => /'(.*)'/.exec(line)?.[1]),
    ).toEqual(['@rc-component/dropdown', '@rc-component/tooltip/assets/bootstrap.css', '@rc-component/menu', '@rc-component/motion']);
    expect(result.changes.slice(4).map((c) => c.message)).toEqual(['sibling-moved', 'sibling-moved', 'sibling-moved', 'sibling-moved']);
    expect(result.changes[5].values).toEqual({
      from: 'rc-tooltip/assets/bootstrap.css',
      to: '@rc-component/tooltip/assets/bootstrap.css',
      install: 'npm install @rc-component/tooltip',
      versions: 'rc-tooltip 6.4.0 → @rc-component/tooltip 1.5.2',
    });
    expect(result.warnings).toEqual([]);
  });

  it("renames a moved tooltip's renamed prop and lists the props it lost, with what to use instead", () => {
    const code = [
      "import Tooltip from 'rc-tooltip';",
      'export const Tip = () => (',
      '  <Tooltip overlay="Hi" destroyTooltipOnHide overlayClassName="tip" overlayInnerStyle={{ padding: 4 }} placement="top">',
      '    <span>?</span>',
      '  </Tooltip>',
      ');',
    ].join('\n');
    const kept = migrated(code);
    expect(kept.code).toBe(code);
    expect(where(kept.warnings)).toEqual(['sibling-kept@1:21']);
    const moved = migrated(code, 'script', { moveSiblings: true });
    expect(moved.code).toBe(code.replace("'rc-tooltip'", "'@rc-component/tooltip'").replace('destroyTooltipOnHide', 'destroyOnHidden'));
    expect(where(moved.changes)).toEqual(['sibling-moved@1:22', 'sibling-prop-renamed@3:25']);
    expect(moved.warnings.map((w) => w.values)).toEqual([
      { package: '@rc-component/tooltip', prop: 'overlayClassName', instead: 'classNames.root' },
      { package: '@rc-component/tooltip', prop: 'overlayInnerStyle', instead: 'styles.container' },
    ]);
  });

  it('leaves names that only start like a moved package alone', () => {
    const result = migrated("import x from 'rc-table-extra';\nimport y from 'rc-utility';\nimport z from '@scope/rc-table';");
    expect(result.changes).toEqual([]);
    expect(result.notice).toBe('no-table');
  });

  it('warns about a deep path into a moved dependency, and about classnames entries clsx lacks', () => {
    const result = migrated("import useMergedState from 'rc-util/lib/hooks/useMergedState';\nimport cx from 'classnames/bind';", 'script', {
      moveSiblings: true,
    });
    expect(result.code).toBe("import useMergedState from '@rc-component/util/lib/hooks/useMergedState';\nimport cx from 'classnames/bind';");
    expect(where(result.changes)).toEqual(['dependency-moved@1:29']);
    expect(where(result.warnings)).toEqual(['dependency-deep-path@1:28', 'classnames-subpath@2:16']);
  });
});

describe('deep imports rule', () => {
  it('moves convertChildrenToColumns from rc-table/lib/hooks/useColumns to the root export (since 1.10.2)', () => {
    const result = migrated("import { convertChildrenToColumns } from 'rc-table/lib/hooks/useColumns';");
    expect(result.code).toBe("import { convertChildrenToColumns } from '@rc-component/table';");
    expect(result.changes).toEqual([
      expect.objectContaining({
        rule: 'deep-import',
        message: 'deep-import-root',
        values: { from: 'rc-table/lib/hooks/useColumns', names: 'convertChildrenToColumns', since: '1.10.2' },
        line: 1,
        column: 1,
      }),
    ]);
    expect(result.warnings).toEqual([]);
  });

  it('keeps local names, type-only imports and es/ paths, and maps default exports to their root names', () => {
    const code = [
      "import { convertChildrenToColumns as toColumns } from 'rc-table/es/hooks/useColumns';",
      "import type { ColumnsType, GetRowKey } from 'rc-table/lib/interface';",
      "import Column from 'rc-table/lib/sugar/Column';",
      "import MyTable from 'rc-table/lib/Table';",
      "import { FooterComponents } from 'rc-table/lib/Footer';",
      "import VT, { genVirtualTable } from 'rc-table/es/VirtualTable/index';",
    ].join('\n');
    expect(migrated(code).code).toBe(
      [
        "import { convertChildrenToColumns as toColumns } from '@rc-component/table';",
        "import type { ColumnsType, GetRowKey } from '@rc-component/table';",
        "import { Column } from '@rc-component/table';",
        "import MyTable from '@rc-component/table';",
        "import { Summary as FooterComponents } from '@rc-component/table';",
        "import { VirtualTable as VT, genVirtualTable } from '@rc-component/table';",
      ].join('\n'),
    );
    expect(migrated(code).changes[1].values).toEqual({ from: 'rc-table/lib/interface', names: 'ColumnsType, GetRowKey', since: '1.10.2' });
  });

  it("takes Footer/Summary's default for the root's Summary, which is the same component, Row and Cell and all", () => {
    const result = migrated("import Table from 'rc-table';\nimport Summary from 'rc-table/lib/Footer/Summary';");
    expect(result.code).toBe("import Table from '@rc-component/table';\nimport { Summary } from '@rc-component/table';");
    expect(where(result.changes)).toEqual(['package-renamed@1:20', 'deep-import-root@2:1']);
    expect(result.warnings).toEqual([]);
  });

  it('splits an import whose names are partly public, and warns about the rest', () => {
    const code = "  import useColumns, { convertChildrenToColumns } from 'rc-table/lib/hooks/useColumns'";
    const result = migrated(code);
    expect(result.code).toBe(
      "  import { convertChildrenToColumns } from '@rc-component/table'\n  import useColumns from '@rc-component/table/lib/hooks/useColumns'",
    );
    expect(where(result.warnings)).toEqual(['deep-import-internal@1:3']);
    expect(result.warnings[0].values).toEqual({
      from: 'rc-table/lib/hooks/useColumns',
      to: '@rc-component/table/lib/hooks/useColumns',
      names: 'useColumns',
    });
  });

  it('keeps the comments and line breaks of a deep import whose names the root exports, changing only the names that must', () => {
    const code = [
      'import {',
      '  // the columns, typed',
      '  type ColumnsType, // cols',
      '  /* keys */ GetRowKey,',
      "} from 'rc-table/lib/interface';",
      "import Column /* sugar */ from 'rc-table/lib/sugar/Column';",
      'import VT, {',
      '  genVirtualTable, // builds one',
      "} from 'rc-table/es/VirtualTable';",
      "import {\n  FooterComponents, // the summary\n} from 'rc-table/lib/Footer';",
    ].join('\n');
    const result = migrated(code);
    expect(result.code).toBe(
      [
        'import {',
        '  // the columns, typed',
        '  type ColumnsType, // cols',
        '  /* keys */ GetRowKey,',
        "} from '@rc-component/table';",
        "import { Column } /* sugar */ from '@rc-component/table';",
        'import {',
        '  VirtualTable as VT,',
        '  genVirtualTable, // builds one',
        "} from '@rc-component/table';",
        "import {\n  Summary as FooterComponents, // the summary\n} from '@rc-component/table';",
      ].join('\n'),
    );
    expect(where(result.changes)).toEqual(['deep-import-root@1:1', 'deep-import-root@6:1', 'deep-import-root@7:1', 'deep-import-root@10:1']);
    expect(result.warnings).toEqual([]);
  });

  it('splits a deep import set one name a line: the public names move with their comments, the rest keep theirs', () => {
    const code = [
      'import type {',
      '  // the columns the page passes',
      '  ColumnsType, // typed by record',
      '  /* internal */ TableComponents,',
      "} from 'rc-table/lib/interface';",
    ].join('\n');
    const result = migrated(code);
    expect(result.code).toBe(
      [
        'import type {',
        '  // the columns the page passes',
        '  ColumnsType, // typed by record',
        "} from '@rc-component/table';",
        'import type {',
        '  /* internal */ TableComponents,',
        "} from '@rc-component/table/lib/interface';",
      ].join('\n'),
    );
    expect(where(result.changes)).toEqual(['deep-import-root@1:1']);
    expect(where(result.warnings)).toEqual(['deep-import-internal@1:1']);
    expect(result.warnings[0].values).toEqual(expect.objectContaining({ names: 'TableComponents' }));
  });

  it('renames a deep import with no public replacement and says so', () => {
    const result = migrated("import type { TableComponents } from 'rc-table/lib/interface';\nimport * as ctx from 'rc-table/lib/context/TableContext';");
    expect(result.code).toBe(
      "import type { TableComponents } from '@rc-component/table/lib/interface';\nimport * as ctx from '@rc-component/table/lib/context/TableContext';",
    );
    expect(where(result.warnings)).toEqual(['deep-import-internal@1:1', 'deep-import-internal@2:1']);
    expect(result.warnings.map((w) => w.values)).toEqual([
      { from: 'rc-table/lib/interface', to: '@rc-component/table/lib/interface', names: 'TableComponents' },
      { from: 'rc-table/lib/context/TableContext', to: '@rc-component/table/lib/context/TableContext', names: 'ctx' },
    ]);
  });
});
