import { localeOfPath, localizedPath, localizedRouteId, unlocalizedPath } from '@/lib/i18n/locales';

describe('edition paths', () => {
  it.each([
    ['/', 'zh-CN'],
    ['/demo/simple', 'zh-CN'],
    ['/english', 'zh-CN'],
    ['/en', 'en'],
    ['/en/demo/simple', 'en'],
    ['/en?tab=faq', 'en'],
    ['/en#api', 'en'],
  ] as const)('%s is in %s', (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
  });

  it.each([
    ['/', '/en'],
    ['/changelog', '/en/changelog'],
    ['/demo/simple#simple', '/en/demo/simple#simple'],
    ['/?tab=faq', '/en?tab=faq'],
    ['/#api-table-data', '/en#api-table-data'],
  ])('%s in English is %s, and back', (zh, en) => {
    expect(localizedPath(zh, 'en')).toBe(en);
    expect(localizedPath(en, 'zh-CN')).toBe(zh);
    expect(localizedPath(en, 'en')).toBe(en);
    expect(unlocalizedPath(en)).toBe(zh);
  });

  it('maps content ids between editions', () => {
    expect(localizedRouteId('demo/simple', 'en')).toBe('en/demo/simple');
    expect(localizedRouteId('en/index', 'zh-CN')).toBe('index');
  });
});
