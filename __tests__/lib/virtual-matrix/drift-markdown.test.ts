import { matrixDrift } from '@/lib/virtual-matrix/drift';
import type { MatrixRun, VirtualMatrixFile } from '@/lib/virtual-matrix/keys';
import { virtualMatrixMarkdown, whyFeature, whyMarkdown } from '@/lib/virtual-matrix/markdown';

const pair = (table: 'works' | 'no', virtual: 'works' | 'caveat' | 'no', moved = 0) => ({
  Table: { verdict: table, figures: { moved: 0 } },
  VirtualTable: { verdict: virtual, figures: { moved } },
});
const run = (version: string, cells: MatrixRun['cells']): MatrixRun => ({ package: 'rc-table', version, cells });

describe('matrixDrift', () => {
  it('names each cell whose verdict changed, with the fresh figures, and a changed package version', () => {
    const committed = run('7.55.1', { summary: pair('works', 'no'), rtl: pair('works', 'works') });
    expect(matrixDrift(committed, run('7.55.1', { summary: pair('works', 'no', 3), rtl: pair('works', 'works', 9) }))).toEqual([]);
    expect(matrixDrift(committed, run('7.56.0', { summary: pair('works', 'works'), rtl: pair('works', 'works') }))).toEqual([
      'rc-table is 7.56.0, the matrix was checked on 7.55.1',
      'summary, VirtualTable: committed "no", this run "works" ({"moved":0})',
    ]);
  });

  it('names a feature one run has and the other does not', () => {
    expect(matrixDrift(run('1', {}), run('1', { caption: pair('works', 'no') }))).toEqual([
      'caption, Table: committed "none", this run "works" ({"moved":0})',
      'caption, VirtualTable: committed "none", this run "no" ({"moved":0})',
    ]);
  });
});

const matrix: VirtualMatrixFile = {
  features: [
    { id: 'summary', demo: 'vt-summary', label: { 'zh-CN': '总结栏', en: 'Summary | row' } },
    { id: 'rtl', demo: 'vt-rtl', label: { 'zh-CN': '从右到左', en: 'Right to left' } },
    { id: 'class-names', demo: 'vt-semantic', lines: ['1.x'], label: { 'zh-CN': 'classNames', en: 'classNames' } },
  ],
  lines: {
    '1.x': {
      package: '@rc-component/table',
      version: '1.12.0',
      cells: { summary: pair('works', 'no'), rtl: pair('works', 'works'), 'class-names': pair('works', 'caveat') },
    },
    '7.x': { package: 'rc-table', version: '7.55.1', cells: { summary: pair('works', 'no'), rtl: pair('works', 'works') } },
  },
};

describe('the Markdown copy of the matrix', () => {
  it("is the line's rows as a table with the verdicts in the edition's words, pipes escaped", () => {
    expect(virtualMatrixMarkdown(matrix, 'en', '7.x')).toBe(
      [
        'In a VirtualTable, 1 of these features work as in a Table, 0 work with a caveat and 1 do not.',
        '',
        '| Feature | Table | VirtualTable |',
        '| --- | --- | --- |',
        '| Summary \\| row | Works | Does not work |',
        '| Right to left | Works | Works |',
        '',
        'rc-table 7.55.1: every cell decided by a browser check running its demo in Chromium',
      ].join('\n'),
    );
    expect(virtualMatrixMarkdown(matrix, 'zh-CN', '1.x')).toContain('| classNames | 可用 | 有限制 |');
  });

  it("gives a <Why>'s heading, and refuses one for a feature that works, is not on the line or does not exist", () => {
    const row = whyFeature(matrix, '1.x', 'class-names');
    expect(typeof row !== 'string' && whyMarkdown(row, 'zh-CN', 3)).toBe('### 为什么：classNames');
    expect(whyFeature(matrix, '7.x', 'rtl')).toMatch(/VirtualTable works for it on 7\.x/);
    expect(whyFeature(matrix, '7.x', 'class-names')).toMatch(/no such feature on 7\.x/);
    expect(whyFeature(matrix, '1.x', 'nothing')).toMatch(/no such feature on 1\.x/);
  });
});
