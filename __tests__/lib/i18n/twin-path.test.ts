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
  ] as const)('%s in %s is %s', (path, locale, twin) => {
    expect(twinPath(path, locale)).toBe(twin);
  });
});
