import path from 'node:path';
import { DEMO_ENTRY, demoDependencies } from '@/lib/registry/resolve-modules';
import { expectContentError, projectFromTree, removeTempDirs, type Tree } from './fixture';

afterEach(removeTempDirs);

/** The dependencies of `demos/kit` on 7.x (the sources' own names), whose entry (without header) is `entry`, in a project holding `tree`. */
function dependenciesOf(entry: string, tree: Tree = {}, packages: Record<string, string> = {}) {
  const root = projectFromTree({ [`demos/kit/${DEMO_ENTRY}`]: entry, ...tree }, packages);
  return demoDependencies(root, path.join(root, 'demos', 'kit'), entry, '7.x');
}

describe('demoDependencies', () => {
  it('gives a demo without imports only its entry, as the code passed in', () => {
    expect(dependenciesOf('export default 1;\n')).toEqual({ [DEMO_ENTRY]: { type: 'FILE', value: 'export default 1;\n' } });
  });

  it('follows local imports transitively, and lists packages at their installed version after the files', () => {
    const entry = "import Table from 'rc-table';\nimport { rows } from './data';\nimport './kit.css';\n";
    const deps = dependenciesOf(
      entry,
      {
        'demos/kit/data.ts': "import { make } from './util/make';\nexport const rows = make();\n",
        'demos/kit/util/make.ts': "import dayjs from 'dayjs/esm';\nexport const make = () => [dayjs()];\n",
        'demos/kit/kit.css': "@import './not-followed.css';\n",
      },
      { 'rc-table': '7.1.0', dayjs: '1.11.0' },
    );

    expect(Object.keys(deps)).toEqual([DEMO_ENTRY, 'data.ts', 'kit.css', 'util/make.ts', 'rc-table', 'dayjs']);
    expect(deps['util/make.ts']).toEqual({ type: 'FILE', value: "import dayjs from 'dayjs/esm';\nexport const make = () => [dayjs()];\n" });
    expect(deps['rc-table']).toEqual({ type: 'NPM', value: '7.1.0' });
    expect(deps.dayjs).toEqual({ type: 'NPM', value: '1.11.0' });
  });

  it('resolves a folder import to its index file and names a scoped package without its subpath', () => {
    const deps = dependenciesOf(
      "import { kit } from './parts';\n",
      { 'demos/kit/parts/index.tsx': "export { kit } from '@acme/kit/sub';\n" },
      { '@acme/kit': '2.0.0' },
    );

    expect(Object.keys(deps)).toEqual([DEMO_ENTRY, 'parts/index.tsx', '@acme/kit']);
  });

  it('fails on "." naming the file to import instead', () => {
    expectContentError(() => dependenciesOf("import x from '.';\n"), 'demos/kit/index.tsx', 'imports "."; name the file');
  });

  it('fails on a missing local file, naming the importing file', () => {
    expectContentError(
      () => dependenciesOf("import './a';\n", { 'demos/kit/a.ts': "import './gone';\n" }),
      'demos/kit/a.ts',
      'imports "./gone", which does not exist',
    );
  });

  it('fails on a file outside the demo folder', () => {
    expectContentError(() => dependenciesOf("import '../other/x';\n", { 'demos/other/x.ts': '' }), 'demos/kit/index.tsx', 'from outside its demo folder');
  });

  it('fails on a package that is not installed', () => {
    expectContentError(() => dependenciesOf("import 'dayjs';\n"), 'demos/kit/index.tsx', 'imports "dayjs", which is not installed');
  });
});

describe('demoDependencies on a line with moved names and a file of its own', () => {
  it("reads the line's own file under the shared name and renames the moved packages in every file", () => {
    const entry = "import Table from '@rc-component/table';\nimport Tip from './Tip';\nimport './kit.css';\n";
    const root = projectFromTree(
      {
        [`demos/kit/${DEMO_ENTRY}`]: entry,
        'demos/kit/Tip.tsx': "import Tooltip from 'rc-tooltip';\nexport default Tooltip;\n",
        'demos/kit/kit.css': '.rc-table-ping-left {}\n',
        'demos/kit/kit.1.x.css': '.rc-table-cell-fix-start-shadow-show {}\n',
      },
      { '@rc-component/table': '1.12.0', '@rc-component/tooltip': '1.5.2', 'rc-tooltip': '6.4.0' },
    );
    const deps = demoDependencies(root, path.join(root, 'demos', 'kit'), entry, '1.x');
    expect(deps['Tip.tsx']).toEqual({ type: 'FILE', value: "import Tooltip from '@rc-component/tooltip';\nexport default Tooltip;\n" });
    expect(deps['kit.css']).toEqual({ type: 'FILE', value: '.rc-table-cell-fix-start-shadow-show {}\n' });
    expect(deps['@rc-component/tooltip']).toEqual({ type: 'NPM', value: '1.5.2' });
    expect(deps['rc-tooltip']).toBeUndefined();
    expect(Object.keys(deps)).not.toContain('kit.1.x.css');
    const seven = demoDependencies(root, path.join(root, 'demos', 'kit'), "import './kit.css';\n", '7.x');
    expect(seven['kit.css']).toEqual({ type: 'FILE', value: '.rc-table-ping-left {}\n' });
  });
});
