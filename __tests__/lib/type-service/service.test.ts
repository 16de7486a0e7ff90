/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { typeFiles } from '@/.generated/types-files';
import generated from '@/.generated/registry.json';
import type { LocaleId } from '@/lib/i18n/locales';
import type { LineId } from '@/lib/lines/lines';
import type { TypeBundle, TypeDocs } from '@/lib/type-service/bundle';
import type { Registry } from '@/lib/registry/types';
import { createTypeService, type TypeService } from '@/lib/type-service/service';

/**
 * The editor's language service over the registry build's real bundles (`public/types/`, written by
 * `npm run registry`), in Node: what the editor shows comes from here.
 */
const ROOT = path.resolve(__dirname, '../../..');
const readJson = <T>(url: string): T => JSON.parse(fs.readFileSync(path.join(ROOT, 'public', url), 'utf8')) as T;
const bundles = new Map<LineId, TypeBundle>();
const bundleOf = (line: LineId) => bundles.get(line) ?? bundles.set(line, readJson<TypeBundle>(typeFiles[line].bundle)).get(line)!;

/**
 * One service per line and edition, as the editor's worker keeps one: each `update` replaces the demo's files (a file
 * left out is gone), so a test sees only its own code, while TypeScript parses the line's declarations once.
 */
const services = new Map<string, TypeService>();

function serviceFor(line: LineId, locale: LocaleId, source: string, extra: Record<string, string> = {}): TypeService {
  const key = `${line} ${locale}`;
  const service = services.get(key) ?? services.set(key, createTypeService(ts, bundleOf(line), readJson<TypeDocs>(typeFiles[line].docs[locale]))).get(key)!;
  service.update([{ name: 'index.tsx', source }, ...Object.entries(extra).map(([name, text]) => ({ name, source: text }))]);
  return service;
}

const DEMO = `import Table from 'rc-table';
import 'rc-table/assets/index.css';

const columns = [{ title: 'Name', dataIndex: 'name', key: 'name' }];
const data = [{ key: '1', name: 'Ada' }];

export default function App() {
  return <Table columns={columns} data={data} rowKey="key" />;
}
`;

const errors = (service: TypeService) => service.diagnostics('index.tsx').filter((diagnostic) => diagnostic.severity === 'error');

describe('the type service', () => {
  it.each(['1.x', '7.x'] as const)('finds no error in a plain demo on %s', (line) => {
    expect(errors(serviceFor(line, 'en', DEMO))).toEqual([]);
  });

  it('finds no error in any demo of the site, on its line', () => {
    const found: string[] = [];
    for (const line of ['1.x', '7.x'] as const) {
      const service = createTypeService(ts, bundleOf(line), {});
      for (const demo of Object.values((generated as unknown as Registry).demos).filter((candidate) => candidate.line === line)) {
        const files = Object.entries(demo.asset.dependencies).flatMap(([name, dependency]) =>
          dependency.type === 'FILE' ? [{ name, source: dependency.value }] : [],
        );
        service.update(files);
        for (const file of files) for (const diagnostic of service.diagnostics(file.name)) found.push(`${line} ${demo.id}/${file.name}: ${diagnostic.message}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('offers the table props after `<Table `', () => {
    const source = DEMO.replace('<Table columns', '<Table  columns').replace(' rowKey="key"', '');
    const offset = source.indexOf('<Table ') + '<Table '.length;
    const result = serviceFor('1.x', 'en', source).completions('index.tsx', offset);
    expect(result?.from).toBe(offset);
    expect(result?.items.map((item) => item.label)).toEqual(expect.arrayContaining(['rowKey', 'scroll', 'sticky', 'expandable']));
  });

  it('gives a prop offered after `<Table ` its type and the API table’s text', () => {
    const source = DEMO.replace('<Table columns', '<Table  columns').replace(' rowKey="key"', '');
    const offset = source.indexOf('<Table ') + '<Table '.length;
    const details = serviceFor('1.x', 'en', source).details('index.tsx', offset, 'sticky');
    expect(details?.signature).toMatch(/sticky\?: boolean \| TableSticky/);
    expect(details?.api?.table).toBe('Table');
    expect(details?.api?.description.length).toBeGreaterThan(0);
  });

  it('offers the fields of `scroll` and of a column', () => {
    const scroll = DEMO.replace('rowKey="key"', 'scroll={{  }}');
    const columns = DEMO.replace("key: 'name' }", "key: 'name',  }").replace(
      'const columns =',
      "const columns: import('rc-table').ColumnsType<{ key: string; name: string }> =",
    );
    const at = (source: string, marker: string) => source.indexOf(marker) + marker.length - 2;
    expect(
      serviceFor('7.x', 'en', scroll)
        .completions('index.tsx', at(scroll, '{{  '))
        ?.items.map((item) => item.label),
    ).toEqual(expect.arrayContaining(['x', 'y']));
    expect(
      serviceFor('7.x', 'en', columns)
        .completions('index.tsx', at(columns, "'name',  "))
        ?.items.map((item) => item.label),
    ).toEqual(expect.arrayContaining(['fixed', 'width', 'render']));
  });

  it.each(['en', 'zh-CN'] as const)('shows the API table’s text of `rowKey` in the %s edition, on both lines', (locale) => {
    for (const line of ['1.x', '7.x'] as const) {
      const rows = JSON.parse(fs.readFileSync(path.join(ROOT, '.generated', 'api', line, locale, 'Table.json'), 'utf8')) as Array<{
        name: string;
        description: string;
        default?: string;
        since?: { version: string };
      }>;
      const row = rows.find((candidate) => candidate.name === 'rowKey');
      const hover = serviceFor(line, locale, DEMO).hover('index.tsx', DEMO.indexOf('rowKey') + 2);
      expect(hover?.signature).toMatch(/rowKey\?: /);
      expect(hover?.api).toEqual({ table: 'Table', description: row?.description, default: row?.default, since: row?.since?.version });
    }
  });

  it('marks `classNames` an error on 7.x only', () => {
    const source = DEMO.replace('rowKey="key"', "classNames={{ title: 'caption' }}");
    expect(errors(serviceFor('1.x', 'en', source))).toEqual([]);
    const found = errors(serviceFor('7.x', 'en', source));
    expect(found).toHaveLength(1);
    expect(found[0].message).toMatch(/classNames/);
    expect(source.slice(found[0].from, found[0].to)).toBe('classNames');
  });

  it('knows the files the reader adds, and their changes', () => {
    const source = `import { label } from './label';\nexport const text: number = label;\n`;
    const service = serviceFor('1.x', 'en', source, { 'label.ts': 'export const label = 1;\n' });
    expect(errors(service)).toEqual([]);
    service.update([
      { name: 'index.tsx', source },
      { name: 'label.ts', source: "export const label = 'one';\n" },
    ]);
    expect(errors(service).map((diagnostic) => diagnostic.message)).toEqual([expect.stringMatching(/'string' is not assignable to type 'number'/)]);
  });

  it('reads `@rc-component/table` on a 7.x page as the line runs it', () => {
    const source = DEMO.replaceAll("'rc-table", "'@rc-component/table");
    expect(errors(serviceFor('7.x', 'en', source.replace('rowKey="key"', "classNames={{ title: 'x' }}"))).map((d) => d.message)).toEqual([
      expect.stringMatching(/classNames/),
    ]);
  });

  it('gives no signature inside a JSX tag, where the completions offer the props', () => {
    const source = `${DEMO}\nexport const Another = () => <Table `;
    expect(serviceFor('1.x', 'en', source).signature('index.tsx', source.length)).toBeNull();
  });

  it('gives the signature of a call being written', () => {
    const source = `import { useState } from 'react';\nexport function App() {\n  const [n] = useState(`;
    const help = serviceFor('1.x', 'en', source).signature('index.tsx', source.length);
    expect(help?.label).toMatch(/^useState/);
    expect(help?.parameter && help.label.slice(...help.parameter)).toMatch(/^initialState/);
  });
});
