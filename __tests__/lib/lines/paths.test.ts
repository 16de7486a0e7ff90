import { CURRENT_LINE, LINES, lineById } from '@/lib/lines/lines';
import { lineLink, lineOfPath, pathOnLine, routeOfPath, sitePath, standaloneDemoId } from '@/lib/lines/paths';

describe('line paths', () => {
  it('documents @rc-component/table 1.x at the site routes and rc-table 7.x under /7.x', () => {
    expect(CURRENT_LINE).toBe('1.x');
    expect(lineById('1.x')).toMatchObject({ base: '', package: '@rc-component/table', types: 'es' });
    expect(lineById('7.x')).toMatchObject({ base: '/7.x', package: 'rc-table', types: 'lib', frozenAt: '7.55.1' });
    expect(LINES.map((line) => line.id)).toEqual(['1.x', '7.x']);
  });

  it.each([
    ['/', '1.x', '/'],
    ['/demo/simple', '1.x', '/demo/simple'],
    ['/en', '1.x', '/'],
    ['/en/demo/simple?tab=a#x', '1.x', '/demo/simple?tab=a#x'],
    ['/7.x', '7.x', '/'],
    ['/7.x?tab=faq', '7.x', '/?tab=faq'],
    ['/7.x#api', '7.x', '/#api'],
    ['/7.x/changelog', '7.x', '/changelog'],
    ['/en/7.x', '7.x', '/'],
    ['/en/7.x/demo/fixed-columns?tab=x#y', '7.x', '/demo/fixed-columns?tab=x#y'],
    // A path that only starts like a line is the current line's.
    ['/7.xy', '1.x', '/7.xy'],
    ['/en/7.xs/demo', '1.x', '/7.xs/demo'],
  ])('%s is on %s at %s', (path, line, route) => {
    expect(lineOfPath(path)).toBe(line);
    expect(routeOfPath(path)).toBe(route);
  });

  it.each([
    ['/', '1.x', 'zh-CN', '/'],
    ['/', '7.x', 'zh-CN', '/7.x'],
    ['/', '7.x', 'en', '/en/7.x'],
    ['/?tab=faq', '7.x', 'en', '/en/7.x?tab=faq'],
    ['/demo/x', '7.x', 'zh-CN', '/7.x/demo/x'],
    ['/demo/x', '1.x', 'en', '/en/demo/x'],
  ] as const)('route %s on %s in %s is %s', (route, line, locale, path) => {
    expect(sitePath(route, line, locale)).toBe(path);
  });

  it('keeps the edition, route, tab and hash when it changes the line', () => {
    expect(pathOnLine('/demo/fixed-columns?tab=api#x', '7.x')).toBe('/7.x/demo/fixed-columns?tab=api#x');
    expect(pathOnLine('/7.x/demo/fixed-columns?tab=api#x', '1.x')).toBe('/demo/fixed-columns?tab=api#x');
    expect(pathOnLine('/en/demo/fixed-columns?tab=api#x', '7.x')).toBe('/en/7.x/demo/fixed-columns?tab=api#x');
    expect(pathOnLine('/en/7.x', '1.x')).toBe('/en');
    expect(pathOnLine('/7.x#api', '1.x')).toBe('/#api');
  });

  it('moves site links of shared content onto the line, and leaves other links alone', () => {
    expect(lineLink('/demo/dropdown', '7.x')).toBe('/7.x/demo/dropdown');
    expect(lineLink('/en/demo/dropdown#x', '7.x')).toBe('/en/7.x/demo/dropdown#x');
    expect(lineLink('/#api-table-fixed', '7.x')).toBe('/7.x#api-table-fixed');
    expect(lineLink('/demo/dropdown', '1.x')).toBe('/demo/dropdown');
    expect(lineLink('/7.x/changelog', '1.x')).toBe('/7.x/changelog');
    expect(lineLink('https://example.com/demo', '7.x')).toBe('https://example.com/demo');
    expect(lineLink('#x', '7.x')).toBe('#x');
    expect(lineLink('//example.com/x', '7.x')).toBe('//example.com/x');
  });

  it('gives each line its own standalone demo ids', () => {
    expect(standaloneDemoId('simple', '1.x')).toBe('simple');
    expect(standaloneDemoId('simple', '7.x')).toBe('7.x-simple');
  });
});
