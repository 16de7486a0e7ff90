import { apiFiles } from '@/lib/api/emit';
import type { ApiProp } from '@/lib/api/types';

const row: ApiProp = { name: 'rowKey', description: 'd', type: 'string', required: false, labels: [] };
const englishRow: ApiProp = { ...row, description: 'the English description' };

describe('apiFiles', () => {
  it('writes one JSON file per table and edition, an on-demand loader map per edition and the usage per route', () => {
    const files = apiFiles(
      { 'zh-CN': { Table: [row], 'Summary.Cell': [] }, en: { Table: [englishRow], 'Summary.Cell': [] } },
      { 'demo/x': [{ table: 'Table', prop: 'rowKey' }] },
    );
    expect(Object.keys(files).sort()).toEqual([
      'api-modules.ts',
      'api-usage.json',
      'api/en/Summary.Cell.json',
      'api/en/Table.json',
      'api/zh-CN/Summary.Cell.json',
      'api/zh-CN/Table.json',
    ]);
    expect(JSON.parse(files['api/zh-CN/Table.json'])).toEqual([row]);
    expect(JSON.parse(files['api/en/Table.json'])).toEqual([englishRow]);
    const modules = files['api-modules.ts'];
    expect(modules).toContain('export const apiModules: Record<LocaleId, Record<string, () => Promise<ApiProp[]>>> = {');
    expect(modules).toContain(`"Table": () => import("./api/zh-CN/Table.json").then((module) => module.default as ApiProp[]),`);
    expect(modules).toContain(`"Table": () => import("./api/en/Table.json").then((module) => module.default as ApiProp[]),`);
    // Each loader sits in its edition's map.
    expect(modules.indexOf('"zh-CN": {')).toBeLessThan(modules.indexOf('./api/zh-CN/Table.json'));
    expect(modules.indexOf('"en": {')).toBeGreaterThan(modules.indexOf('./api/zh-CN/Summary.Cell.json'));
    expect(modules.indexOf('"en": {')).toBeLessThan(modules.indexOf('./api/en/Table.json'));
    expect(JSON.parse(files['api-usage.json'])).toEqual({ 'demo/x': [{ table: 'Table', prop: 'rowKey' }] });
  });
});
