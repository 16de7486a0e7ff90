import { apiFiles } from '@/lib/api/emit';
import type { ApiProp } from '@/lib/api/types';

const row: ApiProp = { name: 'rowKey', description: 'd', type: 'string', required: false, labels: [] };

describe('apiFiles', () => {
  it('writes one JSON file per table, an on-demand loader map and the usage per route', () => {
    const files = apiFiles({ Table: [row], 'Summary.Cell': [] }, { 'demo/x': [{ table: 'Table', prop: 'rowKey' }] });
    expect(Object.keys(files).sort()).toEqual(['api-modules.ts', 'api-usage.json', 'api/Summary.Cell.json', 'api/Table.json']);
    expect(JSON.parse(files['api/Table.json'])).toEqual([row]);
    expect(files['api-modules.ts']).toContain(`"Table": () => import("./api/Table.json").then((module) => module.default as ApiProp[]),`);
    expect(JSON.parse(files['api-usage.json'])).toEqual({ 'demo/x': [{ table: 'Table', prop: 'rowKey' }] });
  });
});
