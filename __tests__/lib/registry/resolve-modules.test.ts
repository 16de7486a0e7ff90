import path from 'node:path';
import { DEMO_ENTRY, demoDependencies } from '@/lib/registry/resolve-modules';
import { expectContentError, projectFromTree, removeTempDirs, type Tree } from './fixture';

afterEach(removeTempDirs);

/** The dependencies of `demos/kit`, whose entry (without header) is `entry`, in a project holding `tree`. */
function dependenciesOf(entry: string, tree: Tree = {}, packages: Record<string, string> = {}) {
  const root = projectFromTree({ [`demos/kit/${DEMO_ENTRY}`]: entry, ...tree }, packages);
  return demoDependencies(root, path.join(root, 'demos', 'kit'), entry);
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
