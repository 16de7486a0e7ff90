import { LANGUAGE_STORAGE_KEY, languageHintGuardScript, OFFER_ATTRIBUTE, offeredEdition } from '@/lib/i18n/language-choice';

describe('offeredEdition', () => {
  it('offers English on a zh-CN page to a reader who chose it before, whatever the browser says', () => {
    expect(offeredEdition('zh-CN', 'en', ['zh-CN', 'zh'])).toBe('en');
    expect(offeredEdition('zh-CN', 'en', [])).toBe('en');
  });

  it('never offers it to a reader who chose zh-CN (or dismissed the hint), whatever the browser says', () => {
    expect(offeredEdition('zh-CN', 'zh-CN', ['en-US', 'en'])).toBeUndefined();
    expect(offeredEdition('zh-CN', 'zh-CN', ['en'])).toBeUndefined();
  });

  it.each([
    [['en'], 'en'],
    [['en-US', 'zh-CN'], 'en'],
    [['EN-gb'], 'en'],
    [['zh-CN', 'en-US'], undefined],
    [['zh'], undefined],
    [['fr-FR', 'en'], undefined],
    [['eng'], undefined],
    [[], undefined],
  ] as const)('with no choice made, follows the first browser language: %j → %s', (languages, offered) => {
    expect(offeredEdition('zh-CN', null, languages)).toBe(offered);
  });

  it('treats a stored value that names no edition as no choice', () => {
    expect(offeredEdition('zh-CN', 'fr', ['en-US'])).toBe('en');
    expect(offeredEdition('zh-CN', '', ['zh-CN'])).toBeUndefined();
  });

  it('offers nothing on the pages of an edition without a hint (English)', () => {
    expect(offeredEdition('en', null, ['zh-CN'])).toBeUndefined();
    expect(offeredEdition('en', 'zh-CN', ['zh-CN'])).toBeUndefined();
  });

  it('keeps the choice under a key of the site', () => {
    expect(LANGUAGE_STORAGE_KEY).toMatch(/^rc-table-docs:/);
  });
});

describe('languageHintGuardScript', () => {
  const html = document.documentElement;
  const languages = jest.spyOn(navigator, 'languages', 'get');

  afterEach(() => {
    localStorage.clear();
    html.removeAttribute(OFFER_ATTRIBUTE);
  });

  afterAll(() => languages.mockRestore());

  const stored = [null, 'en', 'zh-CN', 'fr', ''];
  const browsers: string[][] = [['en-US', 'zh-CN'], ['EN-gb'], ['zh-CN', 'en'], ['fr-FR'], []];
  const cases = stored.flatMap((value) => browsers.map((browser) => [value, browser] as const));

  it.each(cases)('marks <html> of a zh-CN page exactly when offeredEdition offers English: stored %j, browser %j', (value, browser) => {
    if (value !== null) localStorage.setItem(LANGUAGE_STORAGE_KEY, value);
    languages.mockReturnValue(browser);
    new Function(languageHintGuardScript('zh-CN', 'en'))();
    expect(html.hasAttribute(OFFER_ATTRIBUTE)).toBe(offeredEdition('zh-CN', value, browser) === 'en');
  });

  it('treats blocked storage as no choice', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    languages.mockReturnValue(['en-US']);
    new Function(languageHintGuardScript('zh-CN', 'en'))();
    expect(html.hasAttribute(OFFER_ATTRIBUTE)).toBe(true);
    getItem.mockRestore();
  });
});
