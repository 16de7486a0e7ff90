import {
  contentDirOf,
  DEFAULT_LOCALE,
  hintOffer,
  isLocaleId,
  isNotFoundPath,
  localeById,
  localeIds,
  LOCALES,
  openGraphLocale,
  otherLocales,
  SOURCE_LOCALE,
} from '@/lib/i18n/locales';

/** The editions table holds together: what one entry names, another has. */
describe('the editions table', () => {
  it('puts the default edition first, at the root, with no content folder of its own', () => {
    expect(DEFAULT_LOCALE).toBe('zh-CN');
    expect(localeById(DEFAULT_LOCALE)).toMatchObject({ base: '/', contentDir: '' });
  });

  it('gives every other edition one path segment of its own, and a content folder of that name', () => {
    const others = LOCALES.filter((locale) => locale.id !== DEFAULT_LOCALE);
    for (const { base, contentDir } of others) {
      expect(base).toMatch(/^\/[^/?#]+$/);
      expect(contentDir).toBe(`${base.slice(1)}/`);
    }
    expect(new Set(LOCALES.map((locale) => locale.base)).size).toBe(LOCALES.length);
  });

  it('names only editions it has, in its hints and searched titles', () => {
    for (const id of localeIds()) {
      const { hintOffers, searchesTitlesOf = [] } = localeById(id);
      for (const named of [...(hintOffers === undefined ? [] : [hintOffers]), ...searchesTitlesOf]) {
        expect([id, named, isLocaleId(named) && named !== id]).toEqual([id, named, true]);
      }
    }
  });

  it('has one edition the code is written in: English', () => {
    expect(localeIds().filter((id) => localeById(id).source)).toEqual(['en']);
    expect(SOURCE_LOCALE).toBe('en');
  });

  it("answers each edition's facts", () => {
    expect(localeIds()).toEqual(['zh-CN', 'en']);
    expect(otherLocales('zh-CN')).toEqual(['en']);
    expect(otherLocales('en')).toEqual(['zh-CN']);
    expect(openGraphLocale('zh-CN')).toBe('zh_CN');
    expect(openGraphLocale('en')).toBe('en_US');
    expect(hintOffer('zh-CN')).toBe('en');
    expect(hintOffer('en')).toBeUndefined();
    expect(isLocaleId('en')).toBe(true);
    expect(isLocaleId('EN')).toBe(false);
    expect(() => localeById('fr' as never)).toThrow('No edition "fr"');
  });

  it('knows each content id’s edition folder', () => {
    expect(contentDirOf('en/demo/simple')).toBe('en/');
    expect(contentDirOf('en/7.x/changelog')).toBe('en/');
    expect(contentDirOf('demo/simple')).toBe('');
    expect(contentDirOf('english/page')).toBe('');
  });

  it.each([
    ['/404', true],
    ['/_not-found', true],
    ['/en/404', true],
    ['/demo/404', false],
    ['/en/demo', false],
    ['/english/404', false],
  ])('%s is an edition’s 404 page: %s', (path, notFound) => {
    expect(isNotFoundPath(path)).toBe(notFound);
  });
});
