import { twinPath } from '@/lib/i18n/twin-path';

describe('twinPath', () => {
  it.each([
    ['/demo/simple', 'en', '/en/demo/simple'],
    ['/en/demo/scroll-x', 'zh-CN', '/demo/scroll-x'],
    ['/', 'en', '/en'],
    ['/en', 'zh-CN', '/'],
    ['/demo/scrollX', 'en', '/en/demo/scroll-x'],
    ['/demo/fixedColumns-auto-height', 'en', '/en/demo/fixed-columns-auto-height'],
    ['/demo/scrollXY', 'en', '/en/demo/scroll-xy'],
    ['/404', 'en', '/en'],
    ['/_not-found', 'en', '/en'],
    ['/en/404', 'zh-CN', '/'],
    // On another line, the twin stays on it.
    ['/7.x/demo/simple', 'en', '/en/7.x/demo/simple'],
    ['/en/7.x', 'zh-CN', '/7.x'],
    ['/7.x/demo/scrollXY', 'en', '/en/7.x/demo/scroll-xy'],
  ] as const)('%s in %s is %s', (path, locale, twin) => {
    expect(twinPath(path, locale)).toBe(twin);
  });
});
