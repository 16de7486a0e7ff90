/** @jest-environment node */
import { migrated, where } from './run';

describe('class-name rule in stylesheets', () => {
  it('renames the old fixed and shadow classes, keeping comments and everything else', () => {
    const css = `/* .rc-table-ping-left stays in a comment */
.rc-table-ping-left .rc-table-cell-fix-left-last::after {
  box-shadow: inset 10px 0 8px -8px rgba(0, 0, 0, 0.15);
}
.rc-table-ping-right .rc-table-cell-fix-right-first::after,
.rc-table-has-fix-left .rc-table-cell-fix-left { background: #fff; }
.rc-table-cell-fix-right { z-index: 2; }`;
    const result = migrated(css);
    expect(result.language).toBe('css');
    expect(result.code).toBe(`/* .rc-table-ping-left stays in a comment */
.rc-table-fix-start-shadow-show .rc-table-cell-fix-start-shadow::after {
  box-shadow: inset 10px 0 8px -8px rgba(0, 0, 0, 0.15);
}
.rc-table-fix-end-shadow-show .rc-table-cell-fix-end-shadow::after,
.rc-table-has-fix-start .rc-table-cell-fix-start { background: #fff; }
.rc-table-cell-fix-end { z-index: 2; }`);
    expect(where(result.changes)).toEqual([
      'class-renamed@2:2',
      'class-renamed@2:22',
      'class-renamed@5:2',
      'class-renamed@5:23',
      'class-renamed@6:2',
      'class-renamed@6:25',
      'class-renamed@7:2',
    ]);
    expect(result.changes[0]).toMatchObject({ rule: 'class-name', values: { from: 'rc-table-ping-left', to: 'rc-table-fix-start-shadow-show' } });
  });

  it('maps left and right the other way inside right-to-left selectors', () => {
    const result = migrated('.rc-table-rtl.rc-table-ping-left .rc-table-cell-fix-left-first,\n.rc-table-ping-left .rc-table-cell-fix-left { color: red }');
    expect(result.code).toBe(
      '.rc-table-rtl.rc-table-fix-end-shadow-show .rc-table-cell-fix-end-shadow,\n.rc-table-fix-start-shadow-show .rc-table-cell-fix-start { color: red }',
    );
    expect(result.changes.map((c) => c.message)).toEqual(['class-renamed-rtl', 'class-renamed', 'class-renamed', 'class-renamed']);
  });

  it('reads a selector with a class 7.x set only in right-to-left tables as right-to-left', () => {
    const result = migrated('.rc-table-ping-left .rc-table-cell-fix-left-first { color: red }');
    expect(result.code).toBe('.rc-table-fix-end-shadow-show .rc-table-cell-fix-end-shadow { color: red }');
  });

  it("warns that 1.x paints a shadow cell's ::after itself", () => {
    const result = migrated('.x.rc-table-ping-left .rc-table-cell-fix-left-last::after { box-shadow: none }\n.rc-table-cell-fix-left-last { color: red }');
    expect(where(result.warnings)).toEqual(['shadow-pseudo@1:24']);
    expect(result.warnings[0].values).toEqual({ selector: '.rc-table-cell-fix-start-shadow::after' });
  });

  it('reports the classes 1.x dropped without a counterpart', () => {
    const result = migrated('.rc-table-fixed-column-gapped td, .rc-table-measure-cell-content, .rc-table-cell-fix-left-all::after { display: none }');
    expect(result.changes).toEqual([]);
    expect(result.warnings.map((w) => w.values)).toEqual([
      { from: 'rc-table-fixed-column-gapped' },
      { from: 'rc-table-measure-cell-content' },
      { from: 'rc-table-cell-fix-left-all' },
    ]);
  });

  it("reports another table's prefix and nested selectors, and leaves other components' classes alone", () => {
    const result = migrated('.ant-table-ping-left { }\n.rc-table { &-cell-fix-left { } }\n.ant-tabs-nav-wrap-ping-left { }', 'css');
    expect(result.code).toBe('.ant-table-ping-left { }\n.rc-table { &-cell-fix-left { } }\n.ant-tabs-nav-wrap-ping-left { }');
    expect(result.warnings.map((w) => [w.message, w.values])).toEqual([
      ['class-other-prefix', { from: 'ant-table-ping-left', suffix: 'ping-left', to: 'ant-table-fix-start-shadow-show' }],
      ['class-other-prefix', { from: '&-cell-fix-left', suffix: 'cell-fix-left', to: '&-cell-fix-start' }],
    ]);
  });

  it("moves the table's stylesheet in @import, with webpack's ~ or url()", () => {
    const result = migrated("@import '~rc-table/assets/index.css';\n@import url(rc-table/assets/index.css);\n.x { color: red }");
    expect(result.code).toBe("@import '~@rc-component/table/assets/index.css';\n@import url(@rc-component/table/assets/index.css);\n.x { color: red }");
    expect(result.changes.map((c) => [c.rule, c.message])).toEqual([
      ['stylesheet', 'stylesheet-moved'],
      ['stylesheet', 'stylesheet-moved'],
    ]);
  });
});

describe('class-name rule in code', () => {
  it('renames classes in className strings, selectors and CSS-in-JS, but not in comments or object keys', () => {
    const code = `import Table from 'rc-table';
// rc-table-ping-left in a comment stays
const Wrapper = styled.div\`
  .rc-table-ping-left \${Cell}.rc-table-cell-fix-left-last { color: red; }
\`;
document.querySelector('.rc-table-cell-fix-right');
const map = { 'rc-table-ping-right': 1 };
<Table className="rc-table-ping-left" prefixCls="my-grid" rowClassName={() => 'my-grid-cell-fix-left'} />;`;
    const result = migrated(code);
    expect(result.code).toBe(`import Table from '@rc-component/table';
// rc-table-ping-left in a comment stays
const Wrapper = styled.div\`
  .rc-table-fix-start-shadow-show \${Cell}.rc-table-cell-fix-start-shadow { color: red; }
\`;
document.querySelector('.rc-table-cell-fix-end');
const map = { 'rc-table-ping-right': 1 };
<Table className="rc-table-fix-start-shadow-show" prefixCls="my-grid" rowClassName={() => 'my-grid-cell-fix-start'} />;`);
    expect(result.changes.filter((c) => c.rule === 'class-name')).toHaveLength(5);
  });

  it('uses the right-to-left mapping in a class list that names the rtl class', () => {
    const result = migrated("const cls = 'rc-table-rtl rc-table-ping-right';");
    expect(result.code).toBe("const cls = 'rc-table-rtl rc-table-fix-start-shadow-show';");
  });
});
