import path from 'node:path';
import { apiEntries } from '@/lib/api/entries';
import { buildApiData, buildLineApiData, extractLineApi } from '@/lib/api/build';
import { ApiDescriptionError } from '@/lib/api/merge';
import { ApiExtractError, extractApi } from '@/lib/api/extract';
import type { ExtractedProp } from '@/lib/api/types';
import type { LineId } from '@/lib/lines/lines';

const root = path.join(__dirname, '../../..');
const rcTable = path.join(root, 'node_modules/rc-table/lib');
const fixtures = path.join(__dirname, 'fixtures');

/**
 * Each line's props, extracted once: a TypeScript program over the package's declarations is the costly part, and
 * the tests below read the result without changing it (they change copies).
 */
const extractions = new Map<LineId, Record<string, ExtractedProp[]>>();
const extractedOf = (line: LineId) => extractions.get(line) ?? extractions.set(line, extractLineApi(root, line)).get(line)!;

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

describe("the site's API data on 7.x", () => {
  const data = buildApiData(root, 'zh-CN', '7.x', extractedOf('7.x'), [extractedOf('1.x')]);
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

describe("the site's API data on every line", () => {
  const api = buildLineApiData(root, ['zh-CN', 'en']);
  const row = (line: '1.x' | '7.x', locale: 'zh-CN' | 'en', id: string, name: string) => api[line][locale][id].find((prop) => prop.name === name);

  it("reads 1.x's tables from @rc-component/table's own declarations (es/), with the props 7.x lacks", () => {
    expect(Object.keys(extractedOf('1.x'))).toEqual(apiEntries.map((entry) => entry.id));
    for (const [id, name] of [
      ['Table', 'classNames'],
      ['Table', 'styles'],
      ['expandable', 'forceRender'],
      ['expandable', 'showExpandAll'],
      ['expandable', 'onExpandAll'],
      ['ScrollConfig', 'offset'],
      ['ScrollConfig', 'align'],
    ]) {
      expect([id, name, row('1.x', 'zh-CN', id, name)?.lineOnly]).toEqual([id, name, '1.x']);
      expect([id, name, row('7.x', 'zh-CN', id, name)]).toEqual([id, name, undefined]);
    }
    // A prop both lines have is labelled on neither.
    expect(row('1.x', 'zh-CN', 'Table', 'rowKey')?.lineOnly).toBeUndefined();
    expect(row('7.x', 'en', 'Table', 'rowKey')?.lineOnly).toBeUndefined();
  });

  it('describes every prop of every line in both editions, in the edition’s language', () => {
    for (const line of ['1.x', '7.x'] as const)
      for (const locale of ['zh-CN', 'en'] as const)
        for (const [id, props] of Object.entries(api[line][locale]))
          for (const prop of props)
            expect([line, locale, `${id}.${prop.name}`, prop.description.length > 0]).toEqual([line, locale, `${id}.${prop.name}`, true]);
    expect(row('1.x', 'zh-CN', 'ScrollConfig', 'offset')?.description).toMatch(/像素/);
    expect(row('1.x', 'en', 'ScrollConfig', 'offset')?.description).toMatch(/pixels/);
  });

  it("tells each line's truth: 1.x pins by start and end and deprecates left and right, 7.x by left and right", () => {
    expect(row('1.x', 'zh-CN', 'Column', 'fixed')).toMatchObject({ description: expect.stringContaining("'start'"), deprecatedValues: "'left' | 'right'" });
    expect(row('1.x', 'en', 'Column', 'fixed')?.description).toContain('@rc-component/table/assets/index.css');
    expect(row('7.x', 'zh-CN', 'Column', 'fixed')).toMatchObject({ description: expect.stringContaining("'left'") });
    expect(row('7.x', 'zh-CN', 'Column', 'fixed')?.deprecatedValues).toBeUndefined();
    expect(row('1.x', 'en', 'expandable', 'expandIcon')?.labels).toContain('deprecated');
    expect(row('1.x', 'en', 'ScrollConfig', 'align')?.default).toBe("'nearest'");
    expect(row('1.x', 'zh-CN', 'Column', 'onCellClick')?.description).toContain('1.12.0');
    expect(row('7.x', 'zh-CN', 'Column', 'onCellClick')?.description).toContain('7.55.1');
    // 1.x leaves the summary components' children to React.PropsWithChildren; they are documented on both lines.
    for (const line of ['1.x', '7.x'] as const) expect(row(line, 'en', 'Summary.Row', 'children')?.type).toMatch(/ReactNode/);
  });

  it('sends a missing text of a prop every line has to the shared file, so one fix serves both lines', () => {
    const brandNew: ExtractedProp = { name: 'brandNew', type: 'string', required: false, labels: [] };
    const withNew = (line: '1.x' | '7.x') => {
      const extracted = { ...extractedOf(line) };
      extracted.Table = [...extracted.Table, brandNew];
      return extracted;
    };
    expect(() => buildApiData(root, 'zh-CN', '1.x', withNew('1.x'), [withNew('7.x')])).toThrow(
      /^content\/api\/descriptions\.json: API props without a description on 1\.x \(zh-CN edition\) \(add them here\): Table\.brandNew$/,
    );
  });

  it("names the line's own file for a stale entry it holds, and the shared file for one the shared file holds", () => {
    const extracted = { ...extractedOf('1.x') };
    const others = [extractedOf('7.x')];
    extracted.Table = extracted.Table.filter((prop) => prop.name !== 'styles');
    expect(() => buildApiData(root, 'en', '1.x', extracted, others)).toThrow(/^content\/en\/1\.x\/api\/descriptions\.json: Table\.styles is not a prop/);
    const withoutClassName = { ...extractedOf('1.x'), Table: extractedOf('1.x').Table.filter((prop) => prop.name !== 'className') };
    expect(() => buildApiData(root, 'en', '1.x', withoutClassName, others)).toThrow(/^content\/en\/api\/descriptions\.json: Table\.className is not a prop/);
  });

  it('fails on a prop without a description, naming the line, the edition, the prop and the file', () => {
    const extracted = { ...extractedOf('1.x') };
    extracted.Table = [...extracted.Table, { name: 'brandNew', type: 'string', required: false, labels: [] }];
    let error: unknown;
    try {
      buildApiData(root, 'en', '1.x', extracted, [extractedOf('7.x')]);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ApiDescriptionError);
    expect((error as Error).message).toBe(
      'content/en/1.x/api/descriptions.json: API props without a description on 1.x (en edition) (add them here): Table.brandNew',
    );
  });
});
