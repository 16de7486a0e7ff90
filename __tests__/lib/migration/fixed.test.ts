/** @jest-environment node */
import { migrated, where } from './run';

const header = "import Table from 'rc-table';\n";

describe('fixed rule', () => {
  it("renames 'left' and 'right' in column objects, keeping quotes, true and the rest", () => {
    const code = `${header}const columns = [
  { title: 'Name', dataIndex: 'name', fixed: 'left' }, // pinned
  { title: 'Age', dataIndex: 'age', fixed: "right" as const },
  { title: 'Id', key: 'id', fixed: true },
  { title: 'Note', key: 'note', fixed: false },
];`;
    const result = migrated(code);
    expect(result.code).toBe(`import Table from '@rc-component/table';
const columns = [
  { title: 'Name', dataIndex: 'name', fixed: 'start' }, // pinned
  { title: 'Age', dataIndex: 'age', fixed: "end" as const },
  { title: 'Id', key: 'id', fixed: true },
  { title: 'Note', key: 'note', fixed: false },
];`);
    expect(where(result.changes)).toEqual(['package-renamed@1:20', 'fixed-renamed@3:47', 'fixed-renamed@4:45']);
    expect(result.changes[1]).toMatchObject({ rule: 'fixed', values: { from: 'left', to: 'start' } });
    expect(result.warnings).toEqual([]);
  });

  it('renames both arms of a condition and a plain template', () => {
    const result = migrated(`${header}const col = { title: 'A', fixed: rtl ? \`right\` : 'left' };\nconst other = { key: 'b', fixed: pinned && 'right' };`);
    expect(result.code).toContain("fixed: rtl ? `end` : 'start'");
    expect(result.code).toContain("fixed: pinned && 'end'");
  });

  it('renames JSX attributes of columns and the expand column config', () => {
    const code = `${header}<Table expandable={{ expandedRowRender, fixed: 'left' }}>
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
    const result = migrated(`${header}const col = { title: 'A', fixed: side };\nconst col2 = { title: 'B', fixed: getSide('x') };`);
    expect(where(result.warnings)).toEqual(['fixed-computed@2:34', 'fixed-computed@3:35']);
    expect(result.warnings[1].values).toEqual({ code: "getSide('x')" });
  });

  it("leaves other objects' fixed alone in code that does not use the table", () => {
    const code = "const toolbar = { fixed: 'left', visible: true };\nconst style = { position: 'fixed' };";
    const result = migrated(code);
    expect(result.code).toBe(code);
    expect(result.notice).toBe('no-table');
  });

  it('still renames column objects in a file that only defines columns', () => {
    const result = migrated("export const columns = [{ title: 'A', dataIndex: 'a', fixed: 'right' }];");
    expect(result.code).toBe("export const columns = [{ title: 'A', dataIndex: 'a', fixed: 'end' }];");
  });
});
