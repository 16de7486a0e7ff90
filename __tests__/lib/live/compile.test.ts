import * as babel from '@babel/standalone';
import { compileDemo } from '@/lib/live/compile';

describe('compileDemo', () => {
  it('compiles TSX to CommonJS with the automatic JSX runtime and lists run-time imports only', () => {
    const source = [
      "import { useState } from 'react';",
      "import Table from 'rc-table';",
      "import type { ColumnsType } from 'rc-table/lib/interface';",
      "import 'rc-table/assets/index.css';",
      "import { helper } from './helper';",
      'const columns: ColumnsType<{ a: number }> = [];',
      'export default function App() { const [n] = useState<number>(helper(1)); return <Table columns={columns} data={[]} title={() => n} />; }',
    ].join('\n');

    const result = compileDemo(babel, source);

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // The JSX runtime import is added by the React preset.
    expect(result.imports).toEqual(['react', 'rc-table', 'rc-table/assets/index.css', './helper', 'react/jsx-runtime']);
    expect(result.code).toContain('require("rc-table")');
    expect(result.code).toContain('require("react/jsx-runtime")');
    expect(result.code).not.toContain('ColumnsType');
    expect(result.code).not.toMatch(/^import /m);
  });

  it('drops imports used only as types even without `import type`', () => {
    const result = compileDemo(babel, "import { ColumnsType } from 'rc-table';\nexport const c: ColumnsType<object> = [];\n");
    expect(result.ok && result.imports).toEqual([]);
  });

  it('reports a syntax error with its 1-based line and column and no code frame', () => {
    const result = compileDemo(babel, 'const a = 1;\nconst b = ;\n');

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.position).toEqual({ line: 2, column: 11 });
    expect(result.error.message).toBe('Unexpected token');
  });
});
