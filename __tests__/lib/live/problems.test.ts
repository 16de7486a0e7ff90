import { formatCompileError, formatNotice, formatProblems, packagePageUrl } from '@/lib/live/problems';
import { liveEn as en } from '@/lib/messages/live/en';
import { liveZhCN as zhCN } from '@/lib/messages/live/zh-CN';

describe('problem texts', () => {
  it('formats a compile error with its file, line and column in the edition’s words', () => {
    expect(formatCompileError('index.tsx', { message: 'Unexpected token', position: { line: 3, column: 5 } }, en)).toBe(
      'index.tsx, line 3, column 5: Unexpected token',
    );
    expect(formatCompileError('utils/a.ts', { message: 'Unexpected token', position: { line: 3, column: 5 } }, zhCN)).toBe(
      'utils/a.ts 第 3 行第 5 列：Unexpected token',
    );
    expect(formatCompileError('index.tsx', { message: 'Broken' }, en)).toBe('index.tsx: Broken');
  });

  it('lists every problem on a line of its own, then the packages there are when one is not available', () => {
    const error = formatProblems(
      [
        { kind: 'unavailable', file: 'index.tsx', line: 2, specifier: 'rc-animate', packageName: 'rc-animate' },
        { kind: 'missing-file', file: 'index.tsx', line: 4, specifier: './utils/useInput' },
        { kind: 'unknown-subpath', file: 'utils/a.ts', line: 1, specifier: 'react-window/x', packageName: 'react-window' },
      ],
      en,
      ['rc-table', 'react-window'],
    );
    expect(error).toEqual({
      kind: 'module',
      message: [
        "index.tsx, line 2: Cannot find module 'rc-animate': rc-animate is not installed on this site.",
        "index.tsx, line 4: Cannot find module './utils/useInput': the demo has no such file; add it with “Add file”.",
        "utils/a.ts, line 1: Cannot find module 'react-window/x': react-window can be imported here by its name only (and the stylesheets it ships).",
        'Packages you can import here: rc-table, react-window',
      ].join('\n'),
    });
  });

  it('names a missing export with the package’s version and what it exports, and links to the package’s page', () => {
    const error = formatProblems(
      [
        {
          kind: 'missing-export',
          file: 'index.tsx',
          line: 3,
          specifier: 'react-window',
          name: 'VariableSizeGrid',
          owner: { kind: 'package', packageName: 'react-window', version: '2.5.3' },
          exports: ['Grid', 'List'],
        },
        { kind: 'missing-export', file: 'index.tsx', line: 4, specifier: './hooks', name: 'useToggle', owner: { kind: 'file' }, exports: [] },
      ],
      zhCN,
      [],
    );
    expect(error.message).toBe(
      [
        'index.tsx 第 3 行：react-window 2.x 没有导出 `VariableSizeGrid`；本站安装的是 2.5.3。\n  它导出的有：Grid, List',
        'index.tsx 第 4 行：./hooks 没有导出 `useToggle`。',
      ].join('\n'),
    );
    expect(error.links).toEqual([{ href: packagePageUrl('react-window', '2.5.3'), label: 'react-window 2.5.3 导出了什么' }]);
    expect(packagePageUrl('react-window', '2.5.3')).toBe('https://www.npmjs.com/package/react-window/v/2.5.3');
  });

  it('words the notices of a demo that runs', () => {
    expect(formatNotice({ kind: 'style-not-loaded', specifier: './x.less' }, en)).toBe('Styles from ./x.less are not loaded here.');
    expect(formatNotice({ kind: 'renamed', from: '@rc-component/table', to: 'rc-table', version: '7.55.1' }, zhCN)).toBe(
      '@rc-component/table 在这一页按 rc-table 7.55.1 运行。',
    );
  });
});
