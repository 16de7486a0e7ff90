/** @jest-environment node */
import { migrated, where } from './run';

describe('expand-icon rule', () => {
  it('flags expandable.expandIcon with a components.ExpandIcon suggestion, and changes nothing', () => {
    const code = `import Table from 'rc-table';
<Table
  expandable={{
    expandedRowRender: (r) => r.note,
    expandIcon: ({ expanded, onExpand, record }) => <b onClick={(e) => onExpand(record, e)}>{expanded ? '-' : '+'}</b>,
  }}
/>;`;
    const result = migrated(code);
    expect(result.code).toBe(code.replace("'rc-table'", "'@rc-component/table'"));
    expect(where(result.warnings)).toEqual(['expand-icon@5:5']);
    expect(result.warnings[0].rule).toBe('expand-icon');
    expect(result.warnings[0].suggestion).toContain('ExpandIcon: ({ type, expanded, expandable, onClick })');
  });

  it('flags the legacy top-level expandIcon prop', () => {
    const result = migrated("import Table from 'rc-table';\n<Table expandIcon={renderIcon} expandedRowRender={render} />;");
    expect(where(result.warnings)).toEqual(['legacy-expand-icon@2:8']);
  });

  it('recognises an expandable config outside a table file by its other keys', () => {
    const result = migrated('export const expandable = { rowExpandable: () => true, expandIcon() { return null; } };');
    expect(where(result.warnings)).toEqual(['expand-icon@1:56']);
  });

  it("ignores another component's expandIcon", () => {
    const result = migrated('<Collapse expandIcon={() => null} />;\nconst tree = { expandIcon: 1 };');
    expect(result.warnings).toEqual([]);
  });
});
