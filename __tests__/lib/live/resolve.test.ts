import { liveLine } from '@/lib/live/line';
import { packageOf, resolveImport, type ResolveContext } from '@/lib/live/resolve';

const context: ResolveContext = {
  line: liveLine('7.x'),
  files: new Set(['index.tsx', 'utils/useInput.ts', 'style.css', 'components/index.tsx', 'data.json']),
  modules: new Set([
    'rc-table',
    'rc-table/assets/index.css',
    'rc-dropdown',
    'rc-dropdown/assets/index.css',
    'react-resizable',
    'react-resizable/css/styles.css',
    'react',
  ]),
  packages: { 'rc-table': '7.55.1', 'rc-dropdown': '4.2.1', 'react-resizable': '4.0.2', react: '19.3.1' },
};
const resolve = (specifier: string, from = 'index.tsx', within: ResolveContext = context) => resolveImport(specifier, from, within);

describe('resolveImport', () => {
  it('finds the demo’s own files by relative path, with or without extension, and folder index files', () => {
    expect(resolve('./utils/useInput')).toEqual({ kind: 'file', file: 'utils/useInput.ts' });
    expect(resolve('./utils/useInput.ts')).toEqual({ kind: 'file', file: 'utils/useInput.ts' });
    expect(resolve('../style.css', 'utils/useInput.ts')).toEqual({ kind: 'file', file: 'style.css' });
    expect(resolve('./components')).toEqual({ kind: 'file', file: 'components/index.tsx' });
    expect(resolve('./data.json')).toEqual({ kind: 'file', file: 'data.json' });
    expect(resolve('./utils/missing')).toEqual({ kind: 'missing-file' });
  });

  it('reads the repository’s paths as the line’s package and stylesheet', () => {
    expect(resolve('../../src')).toEqual({ kind: 'source', subpath: '' });
    expect(resolve('../../src/interface')).toEqual({ kind: 'source', subpath: 'interface' });
    expect(resolve('../../../src/VirtualTable', 'utils/useInput.ts')).toEqual({ kind: 'source', subpath: 'VirtualTable' });
    expect(resolve('@/interface')).toEqual({ kind: 'source', subpath: 'interface' });
    expect(resolve('rc-table/lib/hooks/useColumns')).toEqual({ kind: 'source', subpath: 'hooks/useColumns' });
    expect(resolve('rc-table/es')).toEqual({ kind: 'source', subpath: '' });
    for (const stylesheet of ['../../assets/index.less', '../../assets/index.css', 'rc-table/assets/index.less', 'rc-table/assets/index.css']) {
      expect(resolve(stylesheet)).toEqual({ kind: 'module', key: 'rc-table/assets/index.css' });
    }
  });

  it('runs the other line’s names as this line’s packages, saying so', () => {
    expect(resolve('@rc-component/table')).toEqual({ kind: 'module', key: 'rc-table', renamed: { from: '@rc-component/table', to: 'rc-table' } });
    expect(resolve('@rc-component/table/assets/index.css')).toMatchObject({ kind: 'module', key: 'rc-table/assets/index.css' });
    expect(resolve('@rc-component/dropdown')).toMatchObject({ kind: 'module', key: 'rc-dropdown' });
  });

  it('on a 1.x page, the same paths mean @rc-component/table, and 7.x’s names run as 1.x’s', () => {
    const within: ResolveContext = {
      ...context,
      line: liveLine('1.x'),
      modules: new Set(['@rc-component/table', '@rc-component/table/assets/index.css', 'rc-table', '@rc-component/dropdown']),
      packages: { '@rc-component/table': '1.12.0', 'rc-table': '7.55.1', '@rc-component/dropdown': '1.0.2' },
    };
    expect(resolve('../../src', 'index.tsx', within)).toEqual({ kind: 'source', subpath: '' });
    expect(resolve('../../assets/index.less', 'index.tsx', within)).toEqual({ kind: 'module', key: '@rc-component/table/assets/index.css' });
    expect(resolve('rc-table', 'index.tsx', within)).toEqual({
      kind: 'module',
      key: '@rc-component/table',
      renamed: { from: 'rc-table', to: '@rc-component/table' },
    });
    expect(resolve('rc-table/assets/index.less', 'index.tsx', within)).toMatchObject({ kind: 'module', key: '@rc-component/table/assets/index.css' });
    expect(resolve('rc-dropdown', 'index.tsx', within)).toMatchObject({ kind: 'module', key: '@rc-component/dropdown' });
    expect(resolve('@rc-component/table/lib/Table', 'index.tsx', within)).toEqual({ kind: 'source', subpath: 'Table' });
  });

  it('loads a package’s shipped stylesheet, and its .css for a .less of the same name', () => {
    expect(resolve('rc-dropdown/assets/index.css')).toEqual({ kind: 'module', key: 'rc-dropdown/assets/index.css' });
    expect(resolve('rc-dropdown/assets/index.less')).toEqual({ kind: 'module', key: 'rc-dropdown/assets/index.css' });
    expect(resolve('react-resizable/css/styles.css')).toEqual({ kind: 'module', key: 'react-resizable/css/styles.css' });
  });

  it('lets a stylesheet the site does not have compile to nothing, and a CSS module to class names', () => {
    expect(resolve('./animation.less')).toEqual({ kind: 'unknown-style' });
    expect(resolve('rc-menu/assets/index.css')).toEqual({ kind: 'unknown-style' });
    expect(resolve('./expanded.module.less')).toEqual({ kind: 'unknown-css-module' });
  });

  it('tells a package the site does not have from a subpath of one it has', () => {
    expect(resolve('rc-animate/lib/CSSMotionList')).toEqual({ kind: 'unavailable', packageName: 'rc-animate' });
    expect(resolve('@scope/thing')).toEqual({ kind: 'unavailable', packageName: '@scope/thing' });
    expect(resolve('react-resizable/build/Resizable')).toEqual({ kind: 'unknown-subpath', packageName: 'react-resizable' });
  });
});

describe('packageOf', () => {
  it('takes the package name of a specifier, scoped or not', () => {
    expect(packageOf('rc-table/assets/index.css')).toBe('rc-table');
    expect(packageOf('@rc-component/table/lib/Table')).toBe('@rc-component/table');
    expect(packageOf('react')).toBe('react');
  });
});
