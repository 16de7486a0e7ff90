import { cleanup } from '@testing-library/react';

/**
 * Fails every test of the file in which a demo logs a console error (React warnings, rc-util warnings,
 * act warnings). The demo is unmounted first, so errors logged while tearing down count too.
 */
export function failOnConsoleError(): void {
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
  });

  afterEach(() => {
    cleanup();
    const calls = [...consoleError.mock.calls];
    consoleError.mockRestore();
    expect(calls).toEqual([]);
  });
}
