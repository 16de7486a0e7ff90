import { editionMessages, messagesFor, type Messages } from '@/lib/messages';
import { en } from '@/lib/messages/en';
import { fixedMessages } from '@/lib/messages/fixed';
import { liveMessagesFor, liveTexts } from '@/lib/messages/live';
import { liveEn } from '@/lib/messages/live/en';
import { liveZhCN } from '@/lib/messages/live/zh-CN';
import { shareTexts } from '@/lib/messages/share';
import { zhCN } from '@/lib/messages/zh-CN';

/** Every edition's texts, as the editions table keys them. */
const editions = Object.entries(editionMessages);

/** Every text of an edition, keyed by its path (`searchHintTypes.demo`); a function is called with sample arguments. */
function texts(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'function') return [[prefix, String((value as (...args: string[]) => unknown)('x', 'y', 'z'))]];
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, inner]) => texts(inner, prefix ? `${prefix}.${key}` : key));
  return [[prefix, String(value)]];
}

/** The shape of an edition: each key path with the kind of its value (and a function's arity). */
function shape(value: unknown, prefix = ''): string[] {
  if (typeof value === 'function') return [`${prefix}: function/${value.length}`];
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, inner]) => shape(inner, prefix ? `${prefix}.${key}` : key));
  return [`${prefix}: ${typeof value}`];
}

/** Chinese or Japanese script, or full-width punctuation (、。「」（）：，…). */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;

describe('messages', () => {
  it.each(editions)('%s has the wording of SPEC §8', (_, messages: Messages) => {
    expect(messages.pageNotFound).toBe('PAGE NOT FOUND');
    expect(messages.noContent).toBe('No content was found');
    expect(messages.loading).toBe('Loading...');
    expect(messages.apiParserDisabled).toBe('apiParser must be enabled to use auto-generated API');
    expect(messages.apiNotFound('Table')).toBe('Properties definition not found for Table component');
    expect(messages.chunkFailed('app-page', 'missing', '/_next/static/chunks/app-page.js')).toBe(
      'Loading chunk app-page failed. (missing: /_next/static/chunks/app-page.js)',
    );
    expect(messages.cssChunkFailed('main')).toBe('Loading CSS chunk main failed');
    expect(messages.cannotFindModule('foo')).toBe("Cannot find module 'foo'");
  });

  it.each(editions)("gives %s the spec's fixed texts, word for word", (_, messages: Messages) => {
    for (const key of Object.keys(fixedMessages) as Array<keyof typeof fixedMessages>) {
      expect([key, texts(messages[key])]).toEqual([key, texts(fixedMessages[key])]);
    }
  });

  it.each(editions)('%s has no empty text', (_, messages: Messages) => {
    for (const [key, text] of texts(messages)) {
      expect([key, text.length > 0]).toEqual([key, true]);
    }
  });

  it.each(editions)('%s has the keys of zh-CN, each the same kind of value (a function taking as many arguments)', (_, messages: Messages) => {
    expect(shape(messages)).toEqual(shape(zhCN));
  });

  it('gives each edition its texts through messagesFor', () => {
    expect(messagesFor('zh-CN')).toBe(zhCN);
    expect(messagesFor('en')).toBe(en);
  });

  it('writes the English edition without Chinese or Japanese script or full-width punctuation', () => {
    expect(texts(en).filter(([, text]) => CJK.test(text))).toEqual([]);
  });

  it('writes the zh-CN edition in Chinese, but for the fixed texts, names and the hint that speaks to English readers', () => {
    const english = new Set([...Object.keys(fixedMessages), 'github', 'languageHint', 'languageHintLink', 'languageHintDismiss']);
    const latinOnly = texts(zhCN).filter(([key, text]) => !CJK.test(text) && !english.has(key));
    expect(latinOnly).toEqual([]);
    // And the exceptions really are the English words.
    expect(zhCN.languageHintLink).toBe('Read it in English');
    expect(zhCN.github).toBe('GitHub');
  });

  it("names every edition in the switch's tooltip, in the page's language", () => {
    expect(zhCN.languageSwitchLabel.en).toBe('阅读本页的英文版');
    expect(en.languageSwitchLabel['zh-CN']).toBe('Read this page in Chinese');
  });

  it('counts in each language', () => {
    expect(zhCN.demoCount(3)).toBe('共 3 个示例');
    expect(en.demoCount(1)).toBe('1 demo');
    expect(en.demoCount(3)).toBe('3 demos');
    expect(en.searchResultCount(0)).toBe('No results');
    expect(en.searchResultCount(1)).toBe('1 result');
    expect(en.searchResultCount(2)).toBe('2 results');
    expect(zhCN.searchResultCount(0)).toBe('没有结果');
    expect(zhCN.searchResultCount(2)).toBe('2 个结果');
  });

  describe('the live editor’s and runner’s texts (loaded with the code that shows them)', () => {
    it('has the same keys in every edition, each the same kind of value, none empty', () => {
      for (const live of Object.values(liveTexts)) {
        expect(shape(live)).toEqual(shape(liveZhCN));
        for (const [key, text] of texts(live)) expect([key, text.length > 0]).toEqual([key, true]);
      }
    });

    it('gives each edition its own, English without CJK and zh-CN in Chinese but for file names', () => {
      expect(liveMessagesFor('zh-CN')).toBe(liveZhCN);
      expect(liveMessagesFor('en')).toBe(liveEn);
      expect(texts(liveEn).filter(([, text]) => CJK.test(text))).toEqual([]);
      expect(texts(liveZhCN).filter(([, text]) => !CJK.test(text))).toEqual([]);
    });

    it('keeps them out of the editions a page’s first load carries', () => {
      for (const key of Object.keys(liveZhCN)) expect([key, key in zhCN || key in en]).toEqual([key, false]);
    });
  });
});

// WCAG 2.5.3, label in name: a speech user says the words they see, so the button's name must hold them.
it.each(Object.entries(shareTexts))("%s: the copy-link button's name holds the words it shows", (_, share) => {
  expect(share.copyLinkLabel).toContain(share.copyLink);
});
