/**
 * The site's editions as data, as `lib/lines/lines.ts` has the lines (SPEC §3 calls an edition a Locale: id, name,
 * base). Everything that differs between editions reads this table: paths and content folders, `<html lang>`,
 * hreflang and Open Graph, punctuation and dates, search, the language switch and hint, and the demo header's
 * blocks. Adding an edition is an entry here, its texts, its content and its route folder (docs/contributing.md,
 * "Adding an edition").
 *
 * The table is data only, and the functions over it live in `locales.ts`: a test adds an edition by mocking this one
 * module (`__tests__/lib/i18n/pseudo-edition.test.tsx`).
 */
export interface EditionDescription {
  /** The BCP 47 tag: `<html lang>`, `hreflang`, the dates' locale, and the key of the edition's texts. */
  readonly id: string;
  /** The edition's name in its own language: its entry in the language switch. */
  readonly name: string;
  /** The switch's entry on a phone, where the header has one row. */
  readonly shortName: string;
  /** The edition as the registry's errors name it to authors (`the page has no English edition`). */
  readonly label: string;
  /** Where the edition's pages are: `/` for the default edition (the first), else its one path segment (`/en`). */
  readonly base: string;
  /** The edition's folder under `content/` (`en/`), '' for the default edition. */
  readonly contentDir: string;
  /** Open Graph's spelling of the language (`og:locale`). */
  readonly openGraphLocale: string;
  /** Punctuation the site writes around its texts: after a label, between the items of a list, around a subtitle. */
  readonly punctuation: {
    readonly colon: string;
    readonly listSeparator: string;
    readonly subtitle: readonly [open: string, close: string];
  };
  /** The browser language (a primary subtag: `en` covers en-US and en-GB) whose readers the edition is written for. */
  readonly browserLanguage: string;
  /**
   * The edition that this edition's pages offer in a quiet hint to readers whose browser prefers its language, or who
   * chose it before (zh-CN pages offer English); the hint's texts are this edition's `languageHint*` messages.
   */
  readonly hintOffers?: string;
  /**
   * A script the edition writes without spaces between words (`Han`): search cuts its runs into the words of an
   * `Intl.Segmenter` for `segmenter` and into overlapping pairs (`lib/search/scripts.ts`).
   */
  readonly wordSegmentation?: { readonly script: string; readonly segmenter: string };
  /** Editions whose page titles this edition's search also matches, never shows (zh-CN readers type the English names). */
  readonly searchesTitlesOf?: readonly string[];
  /**
   * The language of the code: a demo header's own `title` and `description` are this edition's (and the sandbox
   * export's and the standalone demo's), as is the package's TSDoc; every other edition's are a block named by its id.
   */
  readonly source?: boolean;
}

export const LOCALES = [
  {
    id: 'zh-CN',
    name: '中文',
    shortName: '中文',
    label: 'zh-CN',
    base: '/',
    contentDir: '',
    openGraphLocale: 'zh_CN',
    punctuation: { colon: '：', listSeparator: '、', subtitle: ['（', '）'] },
    browserLanguage: 'zh',
    hintOffers: 'en',
    wordSegmentation: { script: 'Han', segmenter: 'zh' },
    searchesTitlesOf: ['en'],
  },
  {
    id: 'en',
    name: 'English',
    shortName: 'EN',
    label: 'English',
    base: '/en',
    contentDir: 'en/',
    openGraphLocale: 'en_US',
    punctuation: { colon: ': ', listSeparator: ', ', subtitle: [' (', ')'] },
    browserLanguage: 'en',
    source: true,
  },
] as const satisfies readonly EditionDescription[];

export type Locale = (typeof LOCALES)[number];
export type LocaleId = Locale['id'];
