import { apiFiles } from '@/lib/api/emit';
import type { ApiProp } from '@/lib/api/types';

const row: ApiProp = { name: 'rowKey', description: 'd', type: 'string', required: false, labels: [] };
const englishRow: ApiProp = { ...row, description: 'the English description' };
const loading = { names: ['loading'], note: 'A Spin overlay.', href: 'https://ant.design/components/table#table' };
const antdOnly = { '1.x': { 'zh-CN': { Table: [loading] }, en: { Table: [loading] } }, '7.x': { 'zh-CN': { Table: [] }, en: { Table: [] } } };

describe('apiFiles', () => {
  it('writes one JSON file per table, line and edition, an on-demand loader map per line and edition and the usage per route', () => {
    const lineOnly: ApiProp = { ...row, name: 'classNames', lineOnly: '1.x' };
    const files = apiFiles(
      {
        '1.x': { 'zh-CN': { Table: [row, lineOnly], 'Summary.Cell': [] }, en: { Table: [englishRow, lineOnly], 'Summary.Cell': [] } },
        '7.x': { 'zh-CN': { Table: [row], 'Summary.Cell': [] }, en: { Table: [englishRow], 'Summary.Cell': [] } },
      },
      { 'demo/x': [{ table: 'Table', prop: 'rowKey' }] },
      antdOnly,
    );
    expect(Object.keys(files).sort()).toEqual([
      'api-antd-only.json',
      'api-modules.ts',
      'api-usage.json',
      'api/1.x/en/Summary.Cell.json',
      'api/1.x/en/Table.json',
      'api/1.x/zh-CN/Summary.Cell.json',
      'api/1.x/zh-CN/Table.json',
      'api/7.x/en/Summary.Cell.json',
      'api/7.x/en/Table.json',
      'api/7.x/zh-CN/Summary.Cell.json',
      'api/7.x/zh-CN/Table.json',
      'props-panel-modules.ts',
      'props-panel/1.x/en.json',
      'props-panel/1.x/zh-CN.json',
      'props-panel/7.x/en.json',
      'props-panel/7.x/zh-CN.json',
    ]);
    expect(JSON.parse(files['api/1.x/zh-CN/Table.json'])).toEqual([row, lineOnly]);
    expect(JSON.parse(files['api/7.x/en/Table.json'])).toEqual([englishRow]);
    const modules = files['api-modules.ts'];
    expect(modules).toContain('export const apiModules: Record<LineId, Record<LocaleId, Record<string, () => Promise<ApiProp[]>>>> = {');
    expect(modules).toContain(`"Table": () => import("./api/1.x/zh-CN/Table.json").then((module) => module.default as ApiProp[]),`);
    expect(modules).toContain(`"Table": () => import("./api/7.x/en/Table.json").then((module) => module.default as ApiProp[]),`);
    // Each loader sits in its line's and edition's map.
    expect(modules.indexOf('"1.x": {')).toBeLessThan(modules.indexOf('./api/1.x/zh-CN/Table.json'));
    expect(modules.indexOf('"7.x": {')).toBeGreaterThan(modules.indexOf('./api/1.x/en/Table.json'));
    expect(modules.indexOf('"7.x": {')).toBeLessThan(modules.indexOf('./api/7.x/zh-CN/Table.json'));
    expect(JSON.parse(files['api-usage.json'])).toEqual({ 'demo/x': [{ table: 'Table', prop: 'rowKey' }] });
    expect(JSON.parse(files['api-antd-only.json'])).toEqual(antdOnly);
  });

  it("writes the props panel's controls per line and edition, from the rows with a literal form, and their loaders", () => {
    const control = { options: [], boolean: true, number: false, string: false, other: false };
    const showHeader: ApiProp = { ...row, name: 'showHeader', description: 'Whether to show the header. More.', default: 'true', control };
    const files = apiFiles({ '1.x': { 'zh-CN': { Table: [row] }, en: { Table: [row, showHeader] } }, '7.x': { 'zh-CN': {}, en: {} } }, {}, antdOnly);
    const showHeaderSwitch = {
      table: 'Table',
      prop: 'showHeader',
      kind: 'switch',
      options: [],
      accepts: control,
      default: 'true',
      summary: 'Whether to show the header.',
      labels: [],
    };
    // A virtual table takes the table's props too.
    expect(JSON.parse(files['props-panel/1.x/en.json'])).toEqual({ Table: [showHeaderSwitch], VirtualTable: [showHeaderSwitch] });
    expect(JSON.parse(files['props-panel/1.x/zh-CN.json'])).toEqual({ Table: [], VirtualTable: [] });
    expect(files['props-panel-modules.ts']).toContain(
      `"en": () => import("./props-panel/1.x/en.json").then((module) => module.default as PropsPanelControls),`,
    );
  });
});
