import * as babel from '@babel/standalone';
import { compileModule, type CompileResult } from '@/lib/live/compile';
import { evaluateDemo } from '@/lib/live/evaluate';
import { liveLine } from '@/lib/live/line';
import { linkDemo, loadPlan, planDemo, sourceModule, type LiveInput } from '@/lib/live/link';
import type { ModuleLoader } from '@/lib/live/module-shim';
import { isCodeFile } from '@/lib/live/paths';

function Table() {
  return 'table';
}
function VirtualTable() {
  return 'virtual';
}
const tablePackage = { __esModule: true, default: Table, VirtualTable, Summary: 'Summary' };
const loaders: Record<string, ModuleLoader> = {
  'rc-table': jest.fn(async () => tablePackage),
  'rc-table/assets/index.css': jest.fn(async () => ({ __esModule: true })),
  'react-window': jest.fn(async () => ({ __esModule: true, Grid: 'Grid', List: 'List' })),
  react: async () => ({ __esModule: true, useState: () => [0] }),
  'react/jsx-runtime': async () => ({ __esModule: true, jsx: () => null, jsxs: () => null }),
};

function input(files: Record<string, string>, builtStyles: LiveInput['builtStyles'] = {}): LiveInput {
  const compiled: Record<string, CompileResult> = {};
  for (const [name, source] of Object.entries(files)) if (isCodeFile(name)) compiled[name] = compileModule(babel, source, name);
  return {
    entry: 'index.tsx',
    files,
    compiled,
    builtStyles,
    context: {
      line: liveLine('7.x'),
      files: new Set(Object.keys(files)),
      modules: new Set(Object.keys(loaders)),
      packages: { 'rc-table': '7.55.1', 'react-window': '2.5.3', react: '19.3.1' },
    },
  };
}

async function run(files: Record<string, string>, builtStyles: LiveInput['builtStyles'] = {}) {
  const live = input(files, builtStyles);
  const plan = planDemo(live);
  const loaded = await loadPlan(plan, live, loaders);
  return { plan, linked: linkDemo(plan, live, loaded, 'live-test') };
}

beforeEach(() => jest.clearAllMocks());

describe('planDemo', () => {
  it('lists every unresolved import of every reached file at once, each with its line', () => {
    const plan = planDemo(
      input({
        'index.tsx': [
          "import Animate from 'rc-animate/lib/CSSMotionList';",
          "import { useCheckbox } from './utils/useInput';",
          "import { helper } from './helper';",
          "import 'react-window/dist/x.js';",
          'export default () => [Animate, useCheckbox, helper];',
        ].join('\n'),
        'helper.ts': "import left from 'left-pad';\nexport const helper = left;\n",
        'unused.ts': "import 'never-reached';\n",
      }),
    );
    expect(plan.problems).toEqual([
      { kind: 'unavailable', file: 'index.tsx', line: 1, specifier: 'rc-animate/lib/CSSMotionList', packageName: 'rc-animate' },
      { kind: 'missing-file', file: 'index.tsx', line: 2, specifier: './utils/useInput' },
      { kind: 'unknown-subpath', file: 'index.tsx', line: 4, specifier: 'react-window/dist/x.js', packageName: 'react-window' },
      { kind: 'unavailable', file: 'helper.ts', line: 1, specifier: 'left-pad', packageName: 'left-pad' },
    ]);
  });

  it('reports a compile error of a reached file, not of one nothing imports', () => {
    const plan = planDemo(input({ 'index.tsx': "import './broken';\nexport default () => null;\n", 'broken.ts': 'const = ;', 'alone.ts': 'const = ;' }));
    expect(plan.problems).toEqual([{ kind: 'compile', file: 'broken.ts', message: 'Unexpected token', position: { line: 1, column: 7 } }]);
  });

  it('notes the stylesheets the site cannot load and the packages imported under the other line’s name, once each', () => {
    const plan = planDemo(
      input({
        'index.tsx': [
          "import '../../assets/index.less';",
          "import './animation.less';",
          "import './animation.less';",
          "import styles from './x.module.less';",
          "import Table from '@rc-component/table';",
          'export default () => [styles, Table];',
        ].join('\n'),
      }),
    );
    expect(plan.notices).toEqual([
      { kind: 'style-not-loaded', specifier: './animation.less' },
      { kind: 'style-not-loaded', specifier: './x.module.less' },
      { kind: 'renamed', from: '@rc-component/table', to: 'rc-table', version: '7.55.1' },
    ]);
    expect(plan.moduleKeys).toEqual(['rc-table', 'rc-table/assets/index.css']);
  });
});

describe('linkDemo', () => {
  it('runs a demo of several files, the repository’s paths and a CSS module the site cannot load', async () => {
    const { linked } = await run({
      'index.tsx': [
        "import { VirtualTable } from '../../src';",
        "import Table from '../../src/Table';",
        "import Virtual from 'rc-table/lib/VirtualTable';",
        "import type { ColumnsType } from '@/interface';",
        "import styles from './expanded.module.less';",
        "import { double } from './utils/math';",
        "import data from './data.json';",
        'const c: ColumnsType<object> = [];',
        'export default function Demo() { return [VirtualTable, Table, Virtual, styles.expandedRow, double(data.n), c.length]; }',
      ].join('\n'),
      'utils/math.ts': 'export const double = (n: number) => n * 2;',
      'data.json': '{ "n": 21 }',
    });
    expect(linked.ok).toBe(true);
    if (!linked.ok) return;
    const Demo = evaluateDemo(linked.value.modules, 'index.tsx', 'test') as unknown as () => unknown[];
    expect(Demo()).toEqual([VirtualTable, Table, VirtualTable, 'expandedRow', 42, 0]);
  });

  it('names every missing export before anything runs, with what the module does export', async () => {
    const { linked } = await run({
      'index.tsx': [
        "import { VariableSizeGrid } from 'react-window';",
        "import Missing from '../../src/hooks/useColumns';",
        "import { useToggle } from './hooks';",
        'export default () => [VariableSizeGrid, Missing, useToggle];',
      ].join('\n'),
      'hooks.ts': 'export const useCheckbox = () => true;',
    });
    expect(linked.ok).toBe(false);
    if (linked.ok !== false) return;
    expect(linked.problems).toEqual([
      {
        kind: 'missing-export',
        file: 'index.tsx',
        line: 1,
        specifier: 'react-window',
        name: 'VariableSizeGrid',
        owner: { kind: 'package', packageName: 'react-window', version: '2.5.3' },
        exports: ['Grid', 'List'],
      },
      {
        kind: 'missing-export',
        file: 'index.tsx',
        line: 2,
        specifier: '../../src/hooks/useColumns',
        name: 'default',
        owner: { kind: 'source', packageName: 'rc-table', version: '7.55.1' },
        exports: ['Summary', 'VirtualTable'],
      },
      { kind: 'missing-export', file: 'index.tsx', line: 3, specifier: './hooks', name: 'useToggle', owner: { kind: 'file' }, exports: ['useCheckbox'] },
    ]);
  });

  it('adds the missing exports of the imports that resolve to the plan’s problems, in reading order', async () => {
    const { linked } = await run({
      'index.tsx': "import { Nope } from 'rc-table';\nimport gone from 'rc-animate';\nimport { x } from './a';\nexport default () => [Nope, gone, x];\n",
      'a.ts': 'const = ;',
    });
    expect(linked.ok === false && linked.problems.map((p) => [p.kind, p.file, 'line' in p ? p.line : p.kind])).toEqual([
      ['missing-export', 'index.tsx', 1],
      ['unavailable', 'index.tsx', 2],
      ['compile', 'a.ts', 'compile'],
    ]);
  });

  it('applies a plain CSS file the reader wrote and scopes a CSS module, but loads an unedited one as built', async () => {
    const built = jest.fn(async () => ({ __esModule: true, default: { row: 'built_row' } }));
    const { linked } = await run(
      {
        'index.tsx': "import './extra.css';\nimport a from './a.module.css';\nimport b from './b.module.css';\nexport default () => [a.row, b.row];\n",
        'extra.css': '.x { color: red; }',
        'a.module.css': '.row { color: blue; }',
        'b.module.css': '.row { color: green; }',
      },
      { 'b.module.css': built },
    );
    expect(linked.ok).toBe(true);
    if (!linked.ok) return;
    expect(built).toHaveBeenCalledTimes(1);
    expect(linked.value.styles).toEqual([
      { file: 'extra.css', css: '.x { color: red; }' },
      { file: 'a.module.css', css: '.live-test-a_module_css-row { color: blue; }' },
    ]);
    const Demo = evaluateDemo(linked.value.modules, 'index.tsx', 'test') as unknown as () => unknown[];
    expect(Demo()).toEqual(['live-test-a_module_css-row', 'built_row']);
  });

  it('says a JSON file does not parse', async () => {
    const { linked } = await run({ 'index.tsx': "import d from './d.json';\nexport default () => d;\n", 'd.json': '{ nope' });
    expect(linked.ok === false && linked.problems[0]).toMatchObject({ kind: 'bad-json', file: 'd.json' });
  });

  it('loads only the modules the reached files need', async () => {
    await run({ 'index.tsx': "import Table from 'rc-table';\nexport default () => Table;\n" });
    expect(loaders['rc-table']).toHaveBeenCalledTimes(1);
    expect(loaders['react-window']).not.toHaveBeenCalled();
  });
});

describe('sourceModule', () => {
  it('gives a repository file the export named like it as default, and the entry files the package’s default', () => {
    expect(sourceModule(tablePackage, '').default).toBe(Table);
    expect(sourceModule(tablePackage, 'index').default).toBe(Table);
    expect(sourceModule(tablePackage, 'Table.tsx').default).toBe(Table);
    expect(sourceModule(tablePackage, 'VirtualTable/index').default).toBe(VirtualTable);
    expect(sourceModule(tablePackage, 'VirtualTable').default).toBe(VirtualTable);
    expect(sourceModule(tablePackage, 'interface')).not.toHaveProperty('default');
    expect(sourceModule(tablePackage, 'interface').Summary).toBe('Summary');
  });
});
