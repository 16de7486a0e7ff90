import { LANGUAGE_STORAGE_KEY, languageHintGuardScript, OFFER_ENGLISH_ATTRIBUTE, offersEnglish, parseLanguageChoice } from '@/lib/i18n/language-choice';

describe('offersEnglish', () => {
  it('offers English to a reader who chose it before, whatever the browser says', () => {
    expect(offersEnglish('en', ['zh-CN', 'zh'])).toBe(true);
    expect(offersEnglish('en', [])).toBe(true);
  });

  it('never offers it to a reader who chose zh-CN (or dismissed the hint), whatever the browser says', () => {
    expect(offersEnglish('zh-CN', ['en-US', 'en'])).toBe(false);
    expect(offersEnglish('zh-CN', ['en'])).toBe(false);
  });

  it.each([
    [['en'], true],
    [['en-US', 'zh-CN'], true],
    [['EN-gb'], true],
    [['zh-CN', 'en-US'], false],
    [['zh'], false],
    [['fr-FR', 'en'], false],
    [['eng'], false],
    [[], false],
  ] as const)('with no choice made, follows the first browser language: %j → %s', (languages, offered) => {
    expect(offersEnglish(null, languages)).toBe(offered);
  });

  it('treats a stored value that names no edition as no choice', () => {
    expect(offersEnglish('fr', ['en-US'])).toBe(true);
    expect(offersEnglish('', ['zh-CN'])).toBe(false);
  });
});

describe('parseLanguageChoice', () => {
  it('reads a stored edition', () => {
    expect(parseLanguageChoice('en')).toBe('en');
    expect(parseLanguageChoice('zh-CN')).toBe('zh-CN');
  });

  it.each([null, '', 'EN', 'zh', 'zh-cn', 'en-US', 'English'])('reads %j as no choice', (value) => {
    expect(parseLanguageChoice(value)).toBeNull();
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
    html.removeAttribute(OFFER_ENGLISH_ATTRIBUTE);
  });

  afterAll(() => languages.mockRestore());

  const stored = [null, 'en', 'zh-CN', 'fr', ''];
  const browsers: string[][] = [['en-US', 'zh-CN'], ['EN-gb'], ['zh-CN', 'en'], ['fr-FR'], []];
  const cases = stored.flatMap((value) => browsers.map((browser) => [value, browser] as const));

  it.each(cases)('marks <html> exactly when offersEnglish does: stored %j, browser %j', (value, browser) => {
    if (value !== null) localStorage.setItem(LANGUAGE_STORAGE_KEY, value);
    languages.mockReturnValue(browser);
    new Function(languageHintGuardScript())();
    expect(html.hasAttribute(OFFER_ENGLISH_ATTRIBUTE)).toBe(offersEnglish(value, browser));
  });

  it('treats blocked storage as no choice', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    languages.mockReturnValue(['en-US']);
    new Function(languageHintGuardScript())();
    expect(html.hasAttribute(OFFER_ENGLISH_ATTRIBUTE)).toBe(true);
    getItem.mockRestore();
  });
});
