import { lineContent } from '@/lib/lines/line-content';

const page = [
  '---',
  'title: 示例',
  '---',
  '',
  '`rc-table` 用 [rc-tooltip](/demo/ellipsis-custom-tooltip#tip) 显示提示。',
  '',
  '<Line only="7.x">',
  '',
  '本站基于 `rc-table` 7.55.1，新版见 [1.x](/)。',
  '',
  '</Line>',
  '',
  '<Line only="1.x">',
  '',
  '## 固定列为什么不动',
  '',
  '引入 `@rc-component/table/assets/index.css`，rc-table 7.x 的读者见 [7.x](/7.x/changelog)。',
  '',
  '</Line>',
  '',
  '```tsx',
  "import Table from 'rc-table';",
  '```',
  '',
  'Class `rc-table-cell` stays; see [outside](https://github.com/react-component/table).',
  '',
  '<Demo id="simple" />',
  '',
].join('\n');

describe('lineContent', () => {
  it('gives 1.x its own blocks and names, and keeps every line number', () => {
    const text = lineContent('content/x.mdx', page, '1.x', { mdx: true, own: false });
    expect(text.split('\n')).toHaveLength(page.split('\n').length);
    expect(text).toContain('`@rc-component/table` 用 [@rc-component/tooltip](/demo/ellipsis-custom-tooltip#tip) 显示提示。');
    expect(text).not.toContain('7.55.1');
    expect(text).not.toContain('<Line');
    // The line's own text is taken as written: its names are not renamed, its links are not moved.
    expect(text).toContain('## 固定列为什么不动');
    expect(text).toContain('rc-table 7.x 的读者见 [7.x](/7.x/changelog)。');
    expect(text).toContain("import Table from '@rc-component/table';");
    expect(text).toContain('Class `rc-table-cell` stays; see [outside](https://github.com/react-component/table).');
    expect(text).toContain('<Demo id="simple" />');
  });

  it('gives 7.x its block and links inside the line', () => {
    const text = lineContent('content/x.mdx', page, '7.x', { mdx: true, own: false });
    expect(text).toContain('`rc-table` 用 [rc-tooltip](/7.x/demo/ellipsis-custom-tooltip#tip) 显示提示。');
    expect(text).toContain('本站基于 `rc-table` 7.55.1，新版见 [1.x](/)。');
    expect(text).not.toContain('固定列为什么不动');
    expect(text).toContain("import Table from 'rc-table';");
  });

  it("takes a line's own file as written: rc-table's history on the 1.x changelog keeps its name", () => {
    const history = '## 7.14.0\n\n- `rc-table` gained `sticky`; see [7.x](/demo/sticky).\n';
    expect(lineContent('content/1.x/changelog.md', history, '1.x', { mdx: false, own: true })).toBe(history);
    expect(lineContent('content/changelog.md', history, '1.x', { mdx: false, own: false })).toContain('`@rc-component/table` gained');
  });

  it('fails on a block that names no known line', () => {
    expect(() => lineContent('content/y.mdx', '<Line only="8.x">\n\nx\n\n</Line>\n', '1.x', { mdx: true, own: false })).toThrow(
      'content/y.mdx: <Line> on line 1 needs only="…" naming lines among 1.x, 7.x (not "8.x")',
    );
  });
});
