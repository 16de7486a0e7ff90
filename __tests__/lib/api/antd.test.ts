/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { antdCell, antdOnlyItems, antdProblems, AntdMapError, type AntdMap, type AntdNotes } from '@/lib/api/antd';
import { readAntd } from '@/lib/api/antd-files';

const map: AntdMap = {
  lines: { '1.x': { antd: '6.6.8', ships: '1.11.1' }, '7.x': { antd: '5.29.3', ships: '7.54.0' } },
  rows: {
    Table: { data: { kind: 'renamed', antd: 'dataSource' }, direction: { kind: 'config-provider', antd: 'direction' } },
    expandable: { onExpandAll: { '1.x': { kind: 'later' } } },
  },
  antdOnly: {
    Table: [
      { names: ['pagination'], anchor: 'pagination' },
      { names: ['column'], lines: ['1.x'], anchor: 'table' },
    ],
  },
  internal: {},
};
const notes: AntdNotes = {
  rows: { Table: { data: 'Renamed.', direction: { '1.x': 'From ConfigProvider (6).', '7.x': 'From ConfigProvider (5).' } } },
  antdOnly: { Table: { pagination: 'Paging.', column: 'Shared column props.' } },
};
const rows = {
  '1.x': { Table: ['data', 'direction', 'caption'], expandable: ['onExpandAll'] },
  '7.x': { Table: ['data', 'direction', 'caption'], expandable: [] },
};

describe('antdCell and antdOnlyItems', () => {
  it("gives each row its line's cell in the edition's words, and the same name to a row the map does not list", () => {
    expect(antdCell(map, notes, '1.x', 'Table', 'data')).toEqual({ kind: 'renamed', name: 'dataSource', note: 'Renamed.' });
    expect(antdCell(map, notes, '7.x', 'Table', 'direction')).toEqual({ kind: 'config-provider', name: 'direction', note: 'From ConfigProvider (5).' });
    expect(antdCell(map, notes, '1.x', 'Table', 'caption')).toEqual({ kind: 'same' });
    expect(antdCell(map, notes, '1.x', 'expandable', 'onExpandAll')).toEqual({
      kind: 'later',
      versions: { antd: '6.6.8', ships: '1.11.1', package: '@rc-component/table' },
    });
  });

  it("lists a line's antd-only groups with links to that antd's docs in the edition's language", () => {
    expect(antdOnlyItems(map, notes, '1.x', 'zh-CN', 'Table')).toEqual([
      { names: ['pagination'], note: 'Paging.', href: 'https://ant.design/components/table-cn#pagination' },
      { names: ['column'], note: 'Shared column props.', href: 'https://ant.design/components/table-cn#table' },
    ]);
    expect(antdOnlyItems(map, notes, '7.x', 'en', 'Table')).toEqual([
      { names: ['pagination'], note: 'Paging.', href: 'https://5x.ant.design/components/table#pagination' },
    ]);
  });
});

describe('antdProblems: what fails the build, per file', () => {
  it('finds nothing wrong in a map and notes that agree with the rows', () => {
    expect([...antdProblems(map, { en: notes }, rows)]).toEqual([]);
  });

  it('names an unknown kind, a rename without its name, and an entry for a row no line has', () => {
    const broken: AntdMap = {
      ...map,
      rows: {
        Table: { data: { kind: 'renamed' }, caption: { kind: 'gone' as 'later' }, nope: { kind: 'not-exposed' } },
        expandable: { onExpandAll: { '7.x': { kind: 'later' } } },
      },
    };
    expect(antdProblems(broken, {}, rows).get('content/antd-map.json')).toEqual([
      `rows.Table.data: a renamed entry names antd's prop in "antd"`,
      'rows.Table.caption: kind "gone" is not one of changed, renamed, config-provider, not-exposed, later',
      'rows.Table.nope: no line has such an API row',
      'rows.expandable.onExpandAll: 7.x has no such API row',
    ]);
  });

  it("names the edition's notes file for a missing note and for a note no entry needs", () => {
    const english: AntdNotes = {
      rows: { Table: { data: 'Renamed.', direction: { '1.x': 'From ConfigProvider.' }, caption: 'Stale.' } },
      antdOnly: { Table: { pagination: 'Paging.' } },
    };
    expect(antdProblems(map, { en: english }, rows).get('content/en/api/antd-notes.json')).toEqual([
      'rows.Table.direction has no note for 7.x',
      'antdOnly.Table.column has no note for 1.x',
      'rows.Table.caption: no entry of content/antd-map.json needs this note',
    ]);
  });
});

describe('readAntd', () => {
  it('fails on an unreadable file, naming it', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'antd-map-'));
    fs.mkdirSync(path.join(root, 'content/api'), { recursive: true });
    fs.writeFileSync(path.join(root, 'content/antd-map.json'), '{ "lines": ');
    expect(() => readAntd(root, ['zh-CN'], rows)).toThrow(AntdMapError);
    expect(() => readAntd(root, ['zh-CN'], rows)).toThrow(/^content\/antd-map\.json: not valid JSON/);
    fs.writeFileSync(path.join(root, 'content/antd-map.json'), JSON.stringify(map));
    expect(() => readAntd(root, ['zh-CN'], rows)).toThrow('content/api/antd-notes.json: the file is missing');
  });
});
