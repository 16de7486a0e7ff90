/** @jest-environment node */
import { packagePath } from '@/lib/migration/packages';

describe('packagePath', () => {
  it('gives the path after the package, empty for the package itself', () => {
    expect(packagePath('rc-table', 'rc-table')).toBe('');
    expect(packagePath('rc-table/lib/interface', 'rc-table')).toBe('/lib/interface');
    expect(packagePath('@rc-component/table/assets/index.css', '@rc-component/table')).toBe('/assets/index.css');
  });

  it('finds nothing in another package whose name only starts the same', () => {
    expect(packagePath('rc-table-extra', 'rc-table')).toBeUndefined();
    expect(packagePath('@scope/rc-table', 'rc-table')).toBeUndefined();
    expect(packagePath('rc-tab', 'rc-table')).toBeUndefined();
    expect(packagePath('./rc-table', 'rc-table')).toBeUndefined();
  });
});
