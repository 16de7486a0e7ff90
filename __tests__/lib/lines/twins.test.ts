import { lineSwitchHref, missingTwin, routesWithoutTwin } from '@/lib/lines/twins';

describe('lineSwitchHref', () => {
  it('takes the page, tab and hash to the other line in the same edition', () => {
    expect(lineSwitchHref('/demo/fixed-columns?tab=api#x', '7.x', [])).toBe('/7.x/demo/fixed-columns?tab=api#x');
    expect(lineSwitchHref('/7.x/demo/fixed-columns?tab=api#x', '1.x', [])).toBe('/demo/fixed-columns?tab=api#x');
    expect(lineSwitchHref('/en/demo/fixed-columns#x', '7.x', [])).toBe('/en/7.x/demo/fixed-columns#x');
    expect(lineSwitchHref('/en/7.x', '1.x', [])).toBe('/en');
    expect(lineSwitchHref('/demo/scrollXY', '7.x', [])).toBe('/7.x/demo/scrollXY');
  });

  it("goes to the other line's home from a page it does not have, and from the 404 page", () => {
    expect(lineSwitchHref('/migration?tab=a#b', '7.x', ['/migration'])).toBe('/7.x');
    expect(lineSwitchHref('/en/migration', '7.x', ['/migration'])).toBe('/en/7.x');
    expect(lineSwitchHref('/_not-found', '7.x', [])).toBe('/7.x');
    expect(lineSwitchHref('/en/404', '7.x', [])).toBe('/en/7.x');
  });

  it("goes to the other line's demo index from a demo it does not have (a 1.x feature), keeping the edition", () => {
    expect(lineSwitchHref('/demo/expand-all?tab=x#y', '7.x', ['/demo/expand-all'])).toBe('/7.x/demo');
    expect(lineSwitchHref('/en/demo/expand-all', '7.x', ['/demo/expand-all'])).toBe('/en/7.x/demo');
  });
});

describe('missingTwin', () => {
  it('says whether the other line lacks the demo, the page, or neither', () => {
    expect(missingTwin('/en/demo/expand-all#x', ['/demo/expand-all'])).toBe('demo');
    expect(missingTwin('/migration', ['/migration'])).toBe('page');
    expect(missingTwin('/demo/simple', ['/migration'])).toBeUndefined();
  });
});

describe('routesWithoutTwin', () => {
  it('lists the routes whose page the other line lacks', () => {
    const existing = new Set(['/7.x', '/7.x/changelog']);
    expect(routesWithoutTwin(['/', '/changelog', '/migration'], '7.x', (path) => existing.has(path))).toEqual(['/migration']);
    expect(routesWithoutTwin(['/en/7.x', '/en/7.x/only'], '1.x', (path) => path === '/en')).toEqual(['/only']);
  });
});

describe('lineSwitchHref on the 404 page', () => {
  it("goes home from any unknown address the 404 page answers, in the address's edition", () => {
    expect(lineSwitchHref('/7.x/no-such-page', '7.x', [], true)).toBe('/7.x');
    expect(lineSwitchHref('/en/7.x/no-such-page#x', '1.x', [], true)).toBe('/en');
  });
});
