/** @jest-environment node */
import { migrated, where } from './run';

const header = "import Table from 'rc-table';\n";

describe('fixed rule', () => {
  it("renames 'left' and 'right' in column objects, keeping quotes, true and the rest", () => {
    const code = `${header}import 'rc-table/assets/index.css';
const columns = [
  { title: 'Name', dataIndex: 'name', fixed: 'left' }, // pinned
  { title: 'Age', dataIndex: 'age', fixed: "right" as const },
  { title: 'Id', key: 'id', fixed: true },
  { title: 'Note', key: 'note', fixed: false },
];
export default () => <Table columns={columns} />;`;
    const result = migrated(code);
    expect(result.code).toBe(`import Table from '@rc-component/table';
import '@rc-component/table/assets/index.css';
const columns = [
  { title: 'Name', dataIndex: 'name', fixed: 'start' }, // pinned
  { title: 'Age', dataIndex: 'age', fixed: "end" as const },
  { title: 'Id', key: 'id', fixed: true },
  { title: 'Note', key: 'note', fixed: false },
];
export default () => <Table columns={columns} />;`);
    expect(where(result.changes)).toEqual(['package-renamed@1:20', 'stylesheet-moved@2:9', 'fixed-renamed@4:47', 'fixed-renamed@5:45']);
    expect(result.changes[2]).toMatchObject({ rule: 'fixed', values: { from: 'left', to: 'start' } });
    expect(result.warnings).toEqual([]);
  });

  it('renames both arms of a condition and a plain template', () => {
    const result = migrated(
      `${header}const col = { title: 'A', fixed: rtl ? \`right\` : 'left' };\nconst other = { key: 'b', fixed: pinned && 'right' };\n<Table columns={[col, other]} />;`,
    );
    expect(result.code).toContain("fixed: rtl ? `end` : 'start'");
    expect(result.code).toContain("fixed: pinned && 'end'");
  });

  it('renames JSX attributes of columns and the expand column config', () => {
    const code = `${header}import { Column } from 'rc-table';\n<Table expandable={{ expandedRowRender, fixed: 'left' }}>
  <Table.Column title="A" fixed="left" />
  <Column title="B" fixed={'right'} />
</Table>;`;
    const result = migrated(code);
    expect(result.code).toContain("expandable={{ expandedRowRender, fixed: 'start' }}");
    expect(result.code).toContain('<Table.Column title="A" fixed="start" />');
    expect(result.code).toContain('<Column title="B" fixed={\'end\'} />');
    expect(result.changes.filter((c) => c.rule === 'fixed')).toHaveLength(3);
  });

  it('warns about a value computed at run time in a column', () => {
    const result = migrated(
      `${header}const col = { title: 'A', fixed: side };\nconst col2 = { title: 'B', fixed: getSide('x') };\n<Table columns={[col, col2]} />;`,
    );
    const fixed = result.warnings.filter((w) => w.rule === 'fixed');
    expect(where(fixed)).toEqual(['fixed-computed@2:34', 'fixed-computed@3:35']);
    expect(fixed[1].values).toEqual({ code: "getSide('x')" });
  });

  it("leaves other objects' fixed alone in code that does not use the table", () => {
    const code = "const toolbar = { fixed: 'left', visible: true };\nconst style = { position: 'fixed' };";
    const result = migrated(code);
    expect(result.code).toBe(code);
    expect(result.notice).toBe('no-table');
  });

  it('still renames column objects in a file that imports nothing, saying it took them for columns', () => {
    const result = migrated("export const columns = [{ title: 'A', dataIndex: 'a', fixed: 'right' }];");
    expect(result.code).toBe("export const columns = [{ title: 'A', dataIndex: 'a', fixed: 'end' }];");
    expect(where(result.changes)).toEqual(['fixed-renamed-assumed@1:63']);
  });
});
