/**
 * An edition is data: a third, pseudo edition (`en-XA`, bracketed English) is added here, in this test alone,
 * through the editions table (`lib/i18n/editions.ts`, mocked below: the one site module this test replaces) and the
 * text sets (each message module's edition record, given the pseudo texts). Nothing else of the site is told about
 * it; yet the registry builds its pages on every line from its content (the English edition's, copied with a
 * marker), the language switch offers it, its search payload exists and finds its pages, its pages carry their own
 * metadata, and every message module answers in it. A place that still assumed two editions fails one of these.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import matter from 'gray-matter';
import { EditionContext } from '@/components/i18n/MessagesContext';
import { ZhCNMessages } from '@/components/i18n/ZhCNMessages';
import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { DEFAULT_LOCALE, localeIds, localeOfPath, localizedPath, type LocaleId } from '@/lib/i18n/locales';
import { LINE_IDS } from '@/lib/lines/lines';
import { lineOfPath, sitePath } from '@/lib/lines/paths';
import { editionMessages, messagesFor } from '@/lib/messages';
import { answersMessagesFor } from '@/lib/messages/answers';
import { virtualMatrixMessagesFor } from '@/lib/messages/virtual-matrix';
import { performanceLabMessagesFor } from '@/lib/messages/performance-lab';
import { apiToolsMessagesFor } from '@/lib/messages/api-tools';
import { contentErrorTexts } from '@/lib/messages/content-error';
import { typesMessagesFor } from '@/lib/messages/editor-types';
import { frameMessagesFor } from '@/lib/messages/frame';
import { lastResortTexts } from '@/lib/messages/last-resort';
import { liveMessagesFor } from '@/lib/messages/live';
import { explainFinding, loadFindingTexts, migrationTextsFor } from '@/lib/messages/migration';
import { playgroundMessagesFor } from '@/lib/messages/playground';
import { shareMessagesFor } from '@/lib/messages/share';
import type { Finding } from '@/lib/migration';
import { pageMetadata } from '@/lib/page-metadata';
import { buildRegistry } from '@/lib/registry/build';
import type { Registry } from '@/lib/registry/types';
import { buildSearchIndex, searchSite } from '@/lib/search/engine';
import { toSearchMetadata } from '@/lib/search/metadata';
import { readSearchTerms } from '@/lib/search/read-terms';

jest.mock('@/lib/i18n/editions', () => {
  const actual = jest.requireActual<typeof import('@/lib/i18n/editions')>('@/lib/i18n/editions');
  const pseudo = {
    id: 'en-XA',
    name: '[English]',
    shortName: '[EN]',
    label: 'pseudo-English',
    base: '/en-xa',
    contentDir: 'en-xa/',
    openGraphLocale: 'en_XA',
    punctuation: { colon: ': ', listSeparator: ', ', subtitle: [' (', ')'] },
    browserLanguage: 'en-XA',
  };
  return { ...actual, LOCALES: [...actual.LOCALES, pseudo] };
});

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

const PSEUDO = 'en-XA' as LocaleId;
/** The editions the site has, without the pseudo one: the keys of every text set before this test adds to it. */
const SITE_EDITIONS = localeIds().filter((id) => id !== PSEUDO);
/** The edition the pseudo texts and content are made from. */
const SOURCE = 'en' as const;

const ROOT = path.join(__dirname, '..', '..', '..');

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text set made pseudo: every text in brackets, a function's result too, and a promise's value. */
function bracketed(value: unknown): unknown {
  if (typeof value === 'string') return `[${value}]`;
  if (typeof value === 'function') return (...args: unknown[]) => bracketed((value as (...inner: unknown[]) => unknown)(...args));
  if (value instanceof Promise) return value.then(bracketed);
  if (Array.isArray(value)) return value.map(bracketed);
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, bracketed(inner)]));
  return value;
}

/** A record keyed by the site's editions, and by nothing else: a text set (or, inside one, a text per edition). */
const isEditionRecord = (value: Record<string, unknown>) => Object.keys(value).length === SITE_EDITIONS.length && SITE_EDITIONS.every((id) => id in value);

/**
 * Gives every edition record under `value` (its own and those inside each edition's texts, such as the switch's
 * tooltips) the pseudo edition's entry, made from the English one: what a translator adds for a new edition.
 */
function addPseudoTexts(value: unknown): void {
  if (!isRecord(value)) return;
  for (const inner of Object.values(value)) addPseudoTexts(inner);
  if (isEditionRecord(value)) value[PSEUDO] = bracketed(value[SOURCE]);
}

/** Every message module: each folder of `lib/messages/` with an `index.ts`, by its path below `lib/messages/`. */
function messageModules(): string[] {
  const dir = path.join(ROOT, 'lib', 'messages');
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'index.ts')
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** One text of each message module, read through the module's own lookup, in an edition. */
const SAMPLES: Record<string, (locale: LocaleId) => string | Promise<string>> = {
  'index.ts': (locale) => messagesFor(locale).searchPlaceholder,
  'answers/index.ts': (locale) => answersMessagesFor(locale).issuesTitle,
  'api-tools/index.ts': (locale) => apiToolsMessagesFor(locale).partMapShow,
  'content-error/index.ts': (locale) => contentErrorTexts[locale].title,
  'editor-types/index.ts': (locale) => typesMessagesFor(locale).problems(2),
  'frame/index.ts': (locale) => frameMessagesFor(locale).scrollHint,
  'last-resort/index.ts': (locale) => lastResortTexts[locale].retry,
  'live/index.ts': (locale) => liveMessagesFor(locale).addFile,
  'migration/findings/index.ts': async (locale) =>
    explainFinding(await loadFindingTexts(locale), { message: 'package-renamed', values: { from: 'rc-table', to: '@rc-component/table' } } as Finding),
  'migration/index.ts': (locale) => migrationTextsFor(locale).run,
  'performance-lab/index.ts': (locale) => performanceLabMessagesFor(locale).settings('x'),
  'playground/index.ts': (locale) => playgroundMessagesFor(locale).title('Table'),
  'share/index.ts': (locale) => shareMessagesFor(locale).copyLink,
  'virtual-matrix/index.ts': (locale) => virtualMatrixMessagesFor(locale).why,
};

beforeAll(() => {
  for (const file of messageModules()) {
    // The module as the site loads it (the mocked table included); its records get the pseudo texts.
    const exports: Record<string, unknown> = jest.requireActual(path.join(ROOT, 'lib', 'messages', file));
    for (const value of Object.values(exports)) addPseudoTexts(value);
  }
});

/** The English edition's content, copied as the pseudo edition's: titles bracketed, links moved under its base. */
function pseudoContent(text: string): string {
  const { data, content } = matter(text, {});
  const mark = (value: unknown) => (typeof value === 'string' ? `[${value}]` : value);
  const moved = (link: string) => link.replace(/^\/en(?=[/?#]|$)/, '/en-xa');
  for (const key of ['title', 'subtitle', 'description']) if (key in data) data[key] = mark(data[key]);
  if (isRecord(data.nav)) data.nav = { ...data.nav, title: mark(data.nav.title), path: moved(String(data.nav.path)) };
  if (isRecord(data.group)) data.group = { ...data.group, title: mark(data.group.title) };
  return matter.stringify(content.replace(/(?<=["'(])\/en(?=[/?#)"']|$)/g, '/en-xa'), data);
}

/** A demo entry with the pseudo edition's block added to its header: its English title and description, bracketed. */
function withPseudoBlock(source: string): string {
  const header = /^\/\*\*\n((?:[ \t]*\*.*\n)*?)([ \t]*\*\/\n)/.exec(source);
  if (!header) throw new Error('a demo entry without its header');
  const { data } = matter(`---\n${header[1].replace(/^[ \t]*\* ?/gm, '')}---\n`, {});
  const block = [`${PSEUDO}:`, `  title: ${JSON.stringify(`[${data.title}]`)}`, `  description: ${JSON.stringify(`[${data.description}]`)}`];
  return source.replace(header[0], `/**\n${header[1]}${block.map((line) => ` * ${line}\n`).join('')}${header[2]}`);
}

/** A copy of the site's content and demos with the pseudo edition's content added, and its installed packages linked. */
function siteWithPseudoEdition(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pseudo-edition-'));
  fs.cpSync(path.join(ROOT, 'content'), path.join(root, 'content'), { recursive: true });
  fs.cpSync(path.join(ROOT, 'demos'), path.join(root, 'demos'), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
  const english = path.join(root, 'content', 'en');
  for (const file of fs.readdirSync(english, { recursive: true, encoding: 'utf8' })) {
    const from = path.join(english, file);
    if (!fs.statSync(from).isFile()) continue;
    const to = path.join(root, 'content', 'en-xa', file);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    const text = fs.readFileSync(from, 'utf8');
    fs.writeFileSync(to, /\.mdx?$/.test(file) ? pseudoContent(text) : text);
  }
  for (const demo of fs.readdirSync(path.join(root, 'demos'))) {
    for (const entry of fs.readdirSync(path.join(root, 'demos', demo)).filter((file) => /^index(\.[\w.]+)?\.tsx$/.test(file))) {
      const file = path.join(root, 'demos', demo, entry);
      fs.writeFileSync(file, withPseudoBlock(fs.readFileSync(file, 'utf8')));
    }
  }
  return root;
}

describe('a third edition, added to the editions table and the text sets only', () => {
  let root: string;
  let registry: Registry;

  beforeAll(() => {
    root = siteWithPseudoEdition();
    registry = buildRegistry({ root, lastUpdated: () => Date.UTC(2026, 0, 1) });
  }, 120_000);

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is in the table, after the site’s own editions', () => {
    expect(localeIds()).toEqual([...SITE_EDITIONS, PSEUDO]);
    expect(localeOfPath('/en-xa/7.x/demo/simple')).toBe(PSEUDO);
    expect(localeOfPath('/en/demo/simple')).toBe('en');
  });

  it('has every page of every line, as the default edition has them, from its own content', () => {
    const pathsOf = (locale: LocaleId) => registry.routes.filter((route) => localeOfPath(route.path) === locale).map((route) => route.path);
    const expected = pathsOf(DEFAULT_LOCALE).map((page) => localizedPath(page, PSEUDO));
    expect(pathsOf(PSEUDO).sort()).toEqual(expected.sort());
    expect(new Set(pathsOf(PSEUDO).map(lineOfPath))).toEqual(new Set(LINE_IDS));
    for (const route of registry.routes.filter((entry) => localeOfPath(entry.path) === PSEUDO)) {
      expect([route.path, route.meta.frontmatter.filename.startsWith('content/en-xa/'), route.meta.frontmatter.title]).toEqual([
        route.path,
        true,
        expect.stringMatching(/^\[.*\]$/),
      ]);
    }
  });

  it('gives each demo its texts from the header block named by the edition', () => {
    const simple = registry.demos.simple.asset;
    expect(simple.locales[PSEUDO]).toEqual({ title: `[${simple.title}]`, description: `[${simple.description}]` });
  });

  it('has its nav entries, inside the edition', () => {
    const nav = registry.nav.filter((item) => localeOfPath(item.link) === PSEUDO);
    expect(nav.length).toBe(registry.nav.filter((item) => localeOfPath(item.link) === DEFAULT_LOCALE).length);
    expect(nav.every((item) => /^\[.*\]$/.test(item.title))).toBe(true);
  });

  it('is offered by the language switch of every other edition, named in its own words, and offers them in turn', () => {
    mockPathname = '/demo/simple';
    const { unmount } = render(<LanguageSwitch />, { wrapper: ZhCNMessages });
    const link = screen.getByRole('link', { name: '[English]' });
    expect(link).toHaveAttribute('href', '/en-xa/demo/simple');
    expect(link).toHaveAttribute('hreflang', PSEUDO);
    expect(link).toHaveAttribute('data-short', '[EN]');
    expect(screen.getAllByRole('link').map((entry) => entry.getAttribute('hreflang'))).toEqual(['en', PSEUDO]);
    unmount();

    mockPathname = '/en-xa/7.x/demo/simple';
    const edition = { locale: PSEUDO, messages: editionMessages[PSEUDO] };
    render(
      <EditionContext value={edition}>
        <nav aria-label="editions">
          <LanguageSwitch />
        </nav>
      </EditionContext>,
    );
    const links = within(screen.getByRole('navigation', { name: 'editions' })).getAllByRole('link');
    expect(links.map((entry) => [entry.textContent, entry.getAttribute('href'), entry.getAttribute('title')])).toEqual([
      ['中文', '/7.x/demo/simple', '[Read this page in Chinese]'],
      ['English', '/en/7.x/demo/simple', '[Read this page in English]'],
    ]);
  });

  it('has a search payload on every line, which finds its pages and links inside the edition', () => {
    const terms = readSearchTerms(root);
    for (const line of LINE_IDS) {
      const metadata = toSearchMetadata(registry, terms, PSEUDO, line);
      expect(metadata.routes.length).toBe(toSearchMetadata(registry, terms, DEFAULT_LOCALE, line).routes.length);
      expect(metadata.otherPagesTitle).toBe(`[${messagesFor(SOURCE).searchOtherPages}]`);
      const [best] = searchSite(buildSearchIndex(metadata, metadata.otherPagesTitle), 'fixed columns').flatMap((group) => group.hints);
      expect(best.link.startsWith(sitePath('/demo/fixed-columns', line, PSEUDO))).toBe(true);
      expect(best.pageTitle).toMatch(/^\[.*\]$/);
    }
  });

  it("gives its pages their own language's metadata, and the others' pages an alternate in it", () => {
    const page = registry.routes.find((route) => route.path === '/en-xa/demo/simple');
    if (!page) throw new Error('no /en-xa/demo/simple');
    const metadata = pageMetadata(page);
    expect(metadata.openGraph).toMatchObject({ locale: 'en_XA', alternateLocale: ['zh_CN', 'en_US'] });
    expect(metadata.alternates?.languages).toMatchObject({
      'zh-CN': '/demo/simple',
      en: '/en/demo/simple',
      [PSEUDO]: '/en-xa/demo/simple',
      'x-default': '/demo/simple',
    });
  });

  it('finds every message module in its texts, through the module’s own lookup', async () => {
    expect(messageModules()).toEqual(Object.keys(SAMPLES).sort());
    for (const [file, sample] of Object.entries(SAMPLES)) {
      expect([file, await sample(PSEUDO)]).toEqual([file, `[${await sample(SOURCE)}]`]);
    }
  });
});
