import path from 'node:path';
import { apiEntries } from '@/lib/api/entries';
import { buildApiData } from '@/lib/api/build';
import { ApiExtractError, extractApi } from '@/lib/api/extract';

const rcTable = path.join(__dirname, '../../../node_modules/rc-table/lib');
const fixtures = path.join(__dirname, 'fixtures');

describe('extractApi on rc-table', () => {
  const api = extractApi(rcTable, apiEntries);
  const table = Object.fromEntries(api.Table.map((prop) => [prop.name, prop]));

  it('reads every documented table', () => {
    expect(Object.keys(api)).toEqual(apiEntries.map((entry) => entry.id));
    for (const props of Object.values(api)) expect(props.length).toBeGreaterThan(0);
  });

  it('gives Table its key props with their declared types', () => {
    expect(table.rowKey.type).toBe('string | keyof RecordType | GetRowKey<RecordType>');
    expect(table.scroll.type).toBe('{ x?: number | true | string; y?: number | string }');
    expect(table.sticky.type).toBe('boolean | TableSticky');
    expect(table.expandable.type).toBe('ExpandableConfig<RecordType>');
    expect(table.summary.type).toBe('(data: readonly RecordType[]) => React.ReactNode');
    expect(table.components.type).toBe('TableComponents<RecordType>');
    expect(table.rowKey.required).toBe(false);
  });

  it('keeps TSDoc text and deprecations, and leaves out @private internals', () => {
    expect(table.expandable.description).toBe('Config expand rows');
    expect(table.expandedRowKeys.labels).toEqual(['deprecated']);
    expect(table.expandedRowKeys.deprecation).toBe('Use `expandable.expandedRowKeys` instead');
    expect(table.internalHooks).toBeUndefined();
    expect(table.tailor).toBeUndefined();
  });

  it('documents a property type (scroll) and own members only (VirtualTable)', () => {
    expect(api.scroll.map((prop) => prop.name)).toEqual(['x', 'y']);
    expect(api.VirtualTable.map((prop) => [prop.name, prop.required])).toEqual([
      ['scroll', true],
      ['listItemHeight', false],
    ]);
    expect(api['Summary.Cell'].find((prop) => prop.name === 'index')?.required).toBe(true);
  });

  it('documents a group in the columns array by its own children, the ref value and the scrollTo config', () => {
    expect(api.ColumnGroupType).toEqual([{ name: 'children', type: 'ColumnsType<RecordType>', required: true, labels: [] }]);
    // The ref's members are handed to the caller, so none reads as required although the type declares both.
    expect(api.Reference.map((prop) => [prop.name, prop.type, prop.required])).toEqual([
      ['nativeElement', 'HTMLDivElement', false],
      ['scrollTo', '(config: ScrollConfig) => void', false],
    ]);
    // 7.55.1's scrollTo takes only these: no `offset` or `align`.
    expect(api.ScrollConfig.map((prop) => prop.name)).toEqual(['index', 'key', 'top']);
  });

  it('names the entry when a declaration is missing', () => {
    expect(() => extractApi(rcTable, [{ id: 'Nope', file: 'Table.d.ts', typeName: 'NopeProps' }])).toThrow(ApiExtractError);
    expect(() => extractApi(rcTable, [{ id: 'Nope', file: 'Table.d.ts', typeName: 'NopeProps' }])).toThrow(/Nope/);
  });
});

describe('release labels from TSDoc tags', () => {
  const props = Object.fromEntries(
    extractApi(fixtures, [{ id: 'Fixture', file: 'labels.d.ts', typeName: 'FixtureProps' }]).Fixture.map((prop) => [prop.name, prop]),
  );

  it('maps @alpha, @beta and @experimental to their labels', () => {
    expect(props.plain.labels).toEqual([]);
    expect(props.early.labels).toEqual(['alpha']);
    expect(props.testing.labels).toEqual(['beta']);
    expect(props.trial.labels).toEqual(['experimental']);
    expect(props.trial.required).toBe(true);
  });

  it('maps @deprecated with its text, and reads @default', () => {
    expect(props.old.labels).toEqual(['deprecated']);
    expect(props.old.deprecation).toBe('Use `plain` instead');
    expect(props.old.default).toBe("'x'");
    expect(props.old.description).toBe('Old prop.');
  });

  it('skips @private props', () => {
    expect(props.hidden).toBeUndefined();
  });
});

describe("the site's API data", () => {
  const data = buildApiData(path.join(__dirname, '../../..'));
  const row = (id: string, name: string) => data[id].find((prop) => prop.name === name);

  it('describes every prop of rc-table (content/api/descriptions.json fills what TSDoc lacks)', () => {
    for (const [id, props] of Object.entries(data))
      for (const prop of props) expect([`${id}.${prop.name}`, prop.description.length > 0]).toEqual([`${id}.${prop.name}`, true]);
    expect(data.Table.find((prop) => prop.name === 'rowKey')).toMatchObject({ description: expect.stringContaining('唯一键'), default: "'key'" });
  });

  it('gives indentSize no default, since 7.55.1 has none (unset, rows are not indented)', () => {
    expect(row('expandable', 'indentSize')?.default).toBeUndefined();
    expect(row('Table', 'indentSize')?.default).toBeUndefined();
  });

  it('labels the props rc-table accepts but never reads: onCellClick, and the body-cell props of a column group', () => {
    expect(row('Column', 'onCellClick')?.labels).toEqual(['deprecated', 'no-effect']);
    for (const name of ['dataIndex', 'render', 'onCell']) {
      expect([name, row('ColumnGroup', name)?.labels]).toEqual([name, ['no-effect']]);
      expect([name, row('Column', name)?.labels]).toEqual([name, []]);
    }
    for (const name of ['title', 'fixed', 'hidden', 'onHeaderCell', 'children']) expect([name, row('ColumnGroup', name)?.labels]).toEqual([name, []]);
  });
});
