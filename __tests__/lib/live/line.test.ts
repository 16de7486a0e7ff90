import { liveLine, packagesOnLine } from '@/lib/live/line';

describe('liveLine', () => {
  it('makes 1.x pages run 7.x’s package names as 1.x’s', () => {
    const line = liveLine('1.x');
    expect(line.tablePackage).toBe('@rc-component/table');
    expect(line.tableStylesheet).toBe('@rc-component/table/assets/index.css');
    expect(line.importMap).toEqual({
      'rc-table': '@rc-component/table',
      'rc-dropdown': '@rc-component/dropdown',
      'rc-menu': '@rc-component/menu',
      'rc-tooltip': '@rc-component/tooltip',
      'rc-motion': '@rc-component/motion',
    });
  });

  it('makes 7.x pages run 1.x’s package names as 7.x’s', () => {
    const line = liveLine('7.x');
    expect(line.tablePackage).toBe('rc-table');
    expect(line.tableStylesheet).toBe('rc-table/assets/index.css');
    expect(line.importMap).toEqual({
      '@rc-component/table': 'rc-table',
      '@rc-component/dropdown': 'rc-dropdown',
      '@rc-component/menu': 'rc-menu',
      '@rc-component/tooltip': 'rc-tooltip',
      '@rc-component/motion': 'rc-motion',
    });
  });
});

describe('packagesOnLine', () => {
  const installed = { '@rc-component/table': '1.12.0', 'rc-table': '7.55.1', 'react-window': '2.2.3' };

  it('lists each package once, under the line’s own name', () => {
    expect(packagesOnLine(installed, '1.x')).toEqual({ '@rc-component/table': '1.12.0', 'react-window': '2.2.3' });
    expect(packagesOnLine(installed, '7.x')).toEqual({ 'rc-table': '7.55.1', 'react-window': '2.2.3' });
  });
});
