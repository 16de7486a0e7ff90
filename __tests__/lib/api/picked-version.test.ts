import { readPickedVersion, subscribePickedVersion, writePickedVersion } from '@/lib/api/picked-version';

describe('the version the reader picked', () => {
  afterEach(() => {
    window.localStorage.clear();
    jest.restoreAllMocks();
  });

  it('is kept per line, tells its listeners, and reads as nothing when it is not a version of the line', () => {
    const listener = jest.fn();
    const unsubscribe = subscribePickedVersion(listener);
    writePickedVersion('1.x', '1.9.1');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readPickedVersion('1.x', ['1.12.0', '1.9.1'])).toBe('1.9.1');
    expect(readPickedVersion('1.x')).toBe('1.9.1');
    expect(readPickedVersion('7.x')).toBeNull();
    expect(readPickedVersion('1.x', ['1.12.0'])).toBeNull();
    window.localStorage.setItem('rc-table-docs:api-version:1.x', '<img src=x>');
    expect(readPickedVersion('1.x')).toBeNull();
    writePickedVersion('1.x', null);
    expect(readPickedVersion('1.x')).toBeNull();
    unsubscribe();
    writePickedVersion('1.x', '1.9.1');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('lasts as long as the page where storage is refused', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    writePickedVersion('7.x', '7.40.0');
    expect(readPickedVersion('7.x', ['7.40.0'])).toBe('7.40.0');
  });
});
