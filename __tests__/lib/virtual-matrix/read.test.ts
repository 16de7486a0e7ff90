import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DemoEntry, Registry } from '@/lib/registry/types';
import { FEATURES_FILE, readVirtualMatrix, runFile } from '@/lib/virtual-matrix/read';
import { expectContentError } from '../registry/fixture';

/** A root with the given matrix files, and a registry holding the named demos on both lines. */
function fixture(files: Record<string, unknown>, demos: string[] = ['vt-pinned']): { root: string; registry: Registry } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'matrix-'));
  for (const [file, value] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), typeof value === 'string' ? value : JSON.stringify(value));
  }
  const entries = demos.flatMap((name) => ['1.x', '7.x'].map((line) => ({ name, line }) as DemoEntry));
  return { root, registry: { routes: [], demos: Object.fromEntries(entries.map((demo) => [`${demo.line}-${demo.name}`, demo])), nav: [], aliases: {} } };
}

const feature = (id: string, extra: object = {}) => ({ id, demo: 'vt-pinned', label: { 'zh-CN': '固定列', en: 'Pinned' }, ...extra });
const cells = (verdict = 'works') => ({ Table: { verdict: 'works', figures: { moved: 0 } }, VirtualTable: { verdict, figures: { moved: 0 } } });
const run = (pkg: string, ids: string[]) => ({ package: pkg, version: '1.0.0', cells: Object.fromEntries(ids.map((id) => [id, cells()])) });
const both = (ids1: string[], ids7: string[]) => ({
  [runFile('1.x')]: run('@rc-component/table', ids1),
  [runFile('7.x')]: run('rc-table', ids7),
});

describe('readVirtualMatrix', () => {
  it("gives the rows and each line's run, a feature kept to one line only on that line", () => {
    const { root, registry } = fixture({
      [FEATURES_FILE]: { features: [feature('pinned-start'), feature('class-names', { lines: ['1.x'] })] },
      ...both(['pinned-start', 'class-names'], ['pinned-start']),
    });
    const matrix = readVirtualMatrix(root, registry);
    expect(matrix.features.map((row) => row.id)).toEqual(['pinned-start', 'class-names']);
    expect(Object.keys(matrix.lines['7.x'].cells)).toEqual(['pinned-start']);
    expect(matrix.lines['1.x'].cells['class-names'].VirtualTable.verdict).toBe('works');
  });

  it('fails naming the run file when it is missing, is not JSON, or misses or adds cells', () => {
    const features = { [FEATURES_FILE]: { features: [feature('pinned-start')] } };
    let { root, registry } = fixture({ ...features, [runFile('1.x')]: run('@rc-component/table', ['pinned-start']) });
    expectContentError(() => readVirtualMatrix(root, registry), runFile('7.x'), 'is missing; run `npm run matrix`');
    ({ root, registry } = fixture({ ...features, ...both(['pinned-start'], []), [runFile('7.x')]: '{ "package": ' }));
    expectContentError(() => readVirtualMatrix(root, registry), runFile('7.x'), 'is not JSON');
    ({ root, registry } = fixture({ ...features, ...both(['pinned-start'], ['summary']) }));
    expectContentError(() => readVirtualMatrix(root, registry), runFile('7.x'), 'no cells for pinned-start; cells for features not on 7.x: summary');
  });

  it('fails on a verdict it does not know, a run of another package, a repeated feature or a demo that does not exist', () => {
    const features = { [FEATURES_FILE]: { features: [feature('pinned-start')] } };
    let { root, registry } = fixture({
      ...features,
      ...both(['pinned-start'], []),
      [runFile('7.x')]: { package: 'rc-table', version: '7.55.1', cells: { 'pinned-start': cells('maybe') } },
    });
    expectContentError(() => readVirtualMatrix(root, registry), runFile('7.x'), /cells\.pinned-start\.VirtualTable\.verdict/);
    ({ root, registry } = fixture({
      ...features,
      ...both(['pinned-start'], ['pinned-start']),
      [runFile('7.x')]: run('@rc-component/table', ['pinned-start']),
    }));
    expectContentError(() => readVirtualMatrix(root, registry), runFile('7.x'), 'ran against @rc-component/table, but 7.x is rc-table');
    ({ root, registry } = fixture({
      [FEATURES_FILE]: { features: [feature('pinned-start'), feature('pinned-start')] },
      ...both(['pinned-start'], ['pinned-start']),
    }));
    expectContentError(() => readVirtualMatrix(root, registry), FEATURES_FILE, 'feature "pinned-start" is listed twice');
    ({ root, registry } = fixture({ ...features, ...both(['pinned-start'], ['pinned-start']) }, []));
    expectContentError(() => readVirtualMatrix(root, registry), FEATURES_FILE, 'feature "pinned-start": no demo "vt-pinned" on 1.x');
  });

  it('fails on a feature without a label in every edition', () => {
    const { root, registry } = fixture({
      [FEATURES_FILE]: { features: [{ id: 'pinned-start', demo: 'vt-pinned', label: { en: 'Pinned' } }] },
      ...both(['pinned-start'], ['pinned-start']),
    });
    expectContentError(() => readVirtualMatrix(root, registry), FEATURES_FILE, /features\.0\.label\.zh-CN/);
  });
});
