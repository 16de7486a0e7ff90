import { DEV_HOSTNAME, nextDevArgs } from '@/lib/dev-host';

describe('nextDevArgs', () => {
  it('listens on loopback unless told otherwise, keeping the other arguments', () => {
    expect(DEV_HOSTNAME).toBe('127.0.0.1');
    expect(nextDevArgs([])).toEqual(['dev', '--hostname', '127.0.0.1']);
    expect(nextDevArgs(['--port', '4000'])).toEqual(['dev', '--hostname', '127.0.0.1', '--port', '4000']);
  });

  it.each([[['--hostname', '0.0.0.0']], [['-H', '0.0.0.0']], [['--hostname=0.0.0.0']], [['-H0.0.0.0']], [['--port', '4000', '--hostname', '::']]])(
    'leaves a hostname given as %j to Next',
    (given) => {
      expect(nextDevArgs(given)).toEqual(['dev', ...given]);
    },
  );
});
