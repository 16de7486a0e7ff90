import * as babel from '@babel/standalone';
import { compileModule } from '@/lib/live/compile';

describe('compileModule', () => {
  it('compiles TSX to CommonJS with the automatic JSX runtime and lists run-time imports with their lines and names', () => {
    const source = [
      "import { useState } from 'react';",
      "import Table, { Summary as Foot } from 'rc-table';",
      "import type { ColumnsType } from 'rc-table/lib/interface';",
      "import 'rc-table/assets/index.css';",
      "import * as helpers from './helper';",
      'const columns: ColumnsType<{ a: number }> = [];',
      'export default function App() { const [n] = useState<number>(helpers.one); return <Table columns={columns} data={[]} title={() => n} footer={() => <Foot />} />; }',
    ].join('\n');

    const result = compileModule(babel, source);

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // The JSX runtime import is added by the React preset, without a line of its own.
    expect(result.imports).toEqual([
      { source: 'react', line: 1, names: ['useState'] },
      { source: 'rc-table', line: 2, names: ['default', 'Summary'] },
      { source: 'rc-table/assets/index.css', line: 4, names: [] },
      { source: './helper', line: 5, names: ['*'] },
      { source: 'react/jsx-runtime', line: 0, names: ['jsx'] },
    ]);
    expect(result.exports).toEqual(['default']);
    expect(result.code).toContain('require("rc-table")');
    expect(result.code).toContain('require("react/jsx-runtime")');
    expect(result.code).not.toContain('ColumnsType');
    expect(result.code).not.toMatch(/^import /m);
  });

  it('drops imports and specifiers used only as types, even without `import type`', () => {
    const result = compileModule(
      babel,
      "import Table, { ColumnsType, type Reference } from 'rc-table';\nexport const c: ColumnsType<object> = [];\nexport const r: Reference | null = null;\nexport const T = Table;\n",
    );
    expect(result.ok && result.imports).toEqual([{ source: 'rc-table', line: 1, names: ['default'] }]);
  });

  it('lists what a module exports: declarations, destructured names, specifiers and re-exports', () => {
    const source = [
      'export const a = 1, { b, c: [d] } = { b: 2, c: [3] };',
      'export function useToggle() { return a; }',
      'export class Store {}',
      'const e = 5;',
      'export { e, e as f };',
      "export { g } from './g';",
      'export type Hidden = string;',
      'export interface Gone { x: number }',
      'export default Store;',
    ].join('\n');
    const result = compileModule(babel, source, 'utils/store.ts');
    expect(result.ok && result.exports).toEqual(['a', 'b', 'd', 'useToggle', 'Store', 'e', 'f', 'g', 'default']);
    expect(result.ok && result.imports).toEqual([{ source: './g', line: 6, names: ['g'] }]);
  });

  it('knows no export list for a module with `export *`', () => {
    const result = compileModule(babel, "export * from './a';\nexport const b = 1;\n", 'index.ts');
    expect(result.ok && result.exports).toBeNull();
    expect(result.ok && result.imports).toEqual([{ source: './a', line: 1, names: ['*'] }]);
  });

  it('reads a .ts file as TypeScript without JSX, so `<T>value` is a type assertion', () => {
    const result = compileModule(babel, 'export const n = <number>(1 as unknown);\n', 'utils/cast.ts');
    expect(result.ok).toBe(true);
  });

  it('reports a syntax error with its 1-based line and column and no code frame', () => {
    const result = compileModule(babel, 'const a = 1;\nconst b = ;\n');

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.position).toEqual({ line: 2, column: 11 });
    expect(result.error.message).toBe('Unexpected token');
  });
});
