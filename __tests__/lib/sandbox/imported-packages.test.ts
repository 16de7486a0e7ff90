import { undeclaredImports, withImportedPackages } from '@/lib/sandbox/imported-packages';

describe('withImportedPackages', () => {
  const packages = { dependencies: { 'rc-table': '7.55.1', react: '19.3.1', 'react-dom': '19.3.1' }, devDependencies: { typescript: '6.0.3' } };
  const importable = { classnames: '2.5.1', clsx: '2.1.1', 'rc-table': '7.55.1', 'styled-components': '6.6.0', 'react-resizable': '4.0.2' };

  it('adds the packages the edited and added files import, at the site’s versions', () => {
    const files = {
      'index.tsx': "import cx from 'classnames';\nimport styled, { css } from 'styled-components';\nimport './look.css';\nimport { x } from './utils/x';\n",
      'utils/x.ts': "export { Resizable as x } from 'react-resizable';\nimport 'react-resizable/css/styles.css';\n",
    };
    expect(withImportedPackages(packages, files, importable)).toEqual({
      dependencies: {
        classnames: '2.5.1',
        'rc-table': '7.55.1',
        react: '19.3.1',
        'react-dom': '19.3.1',
        'react-resizable': '4.0.2',
        'styled-components': '6.6.0',
      },
      devDependencies: { typescript: '6.0.3' },
    });
  });

  it('leaves out what the site does not install and the repository’s own paths, and keeps pinned versions', () => {
    const files = {
      'index.tsx':
        "import pad from 'left-pad';\nimport { VirtualTable } from '../../src';\nimport type { X } from '@/interface';\nimport Table from 'rc-table';\n",
    };
    expect(withImportedPackages(packages, files, { ...importable, 'rc-table': '9.9.9' })).toEqual(packages);
  });
});

describe('undeclaredImports', () => {
  const manifest = JSON.stringify({ dependencies: { react: '19.3.1', 'rc-table': '7.55.1' }, devDependencies: { vite: '8.3.8' } });

  it('names each package the files import that package.json leaves out, once', () => {
    const files = {
      'package.json': manifest,
      'src/App.tsx': "import Table from 'rc-table';\nimport 'rc-table/assets/index.css';\nimport cx from 'classnames';\nimport { useDrag } from 'react-dnd';\n",
      'src/Row.tsx': "import cx from 'classnames';\nexport { Resizable } from 'react-resizable';\n",
      'vite.config.ts': "import { defineConfig } from 'vite';\n",
    };
    expect(undeclaredImports(files)).toEqual(['classnames', 'react-dnd', 'react-resizable']);
  });

  it('takes relative imports, the repository’s paths and declared packages’ subpaths as declared', () => {
    const files = {
      'package.json': manifest,
      'src/App.tsx':
        "import { x } from './x';\nimport type { Y } from '@/interface';\nimport 'rc-table/assets/index.css';\nimport { createRoot } from 'react';\n",
      'index.html': '<script type="module" src="/src/main.tsx"></script>',
    };
    expect(undeclaredImports(files)).toEqual([]);
  });
});
