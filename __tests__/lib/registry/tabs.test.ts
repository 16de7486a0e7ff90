import { attachTab, tabOf } from '@/lib/registry/tabs';
import type { TocEntry } from '@/lib/registry/types';
import { expectContentError, route } from './fixture';

const FILE = 'content/index.$tab-faq.mdx';
const heading = (id: string): TocEntry => ({ id, depth: 2, title: id });
const outline = (ids: string[], demos: string[] = []) => ({ toc: ids.map(heading), texts: [{ value: 'Text.', paraId: 0, tocIndex: 0 }], demos });

describe('tabOf', () => {
  it.each([
    ['index', { routeId: 'index' }],
    ['index.$tab-faq', { routeId: 'index', tabKey: 'faq' }],
    ['demo/simple.$tab-why-keys', { routeId: 'demo/simple', tabKey: 'why-keys' }],
    ['guide.$tab-v2', { routeId: 'guide', tabKey: 'v2' }],
  ])('%s → %j', (id, expected) => {
    expect(tabOf(`content/${id}.mdx`, id)).toEqual(expected);
  });

  it.each(['FAQ', 'why_keys', 'why--keys', '-faq', 'faq-'])('rejects the key "%s", naming the file', (key) => {
    const file = `content/index.$tab-${key}.mdx`;

    expectContentError(() => tabOf(file, `index.$tab-${key}`), file, `tab key "${key}" must be lower-case words joined by hyphens`);
  });
});

describe('attachTab', () => {
  it('adds the tab with its title, file, headings and texts, after the tabs already there', () => {
    const page = route('index', { title: 'Home' });
    attachTab(page, 'content/index.$tab-api.mdx', 'api', 'API', outline(['props']));
    attachTab(page, FILE, 'faq', 'FAQ', outline(['why-keys']));

    expect(page.meta.tabs.map((tab) => tab.key)).toEqual(['api', 'faq']);
    expect(page.meta.tabs[1]).toEqual({
      key: 'faq',
      meta: { frontmatter: { title: 'FAQ', filename: FILE }, toc: [heading('why-keys')], texts: [{ value: 'Text.', paraId: 0, tocIndex: 0 }] },
    });
  });

  it('fails on a tab that embeds a demo', () => {
    expectContentError(
      () => attachTab(route('demo/simple', { title: 'Simple' }), FILE, 'faq', 'FAQ', outline([], ['simple'])),
      FILE,
      'tabs cannot embed demos',
    );
  });

  it('fails on a second tab with the same key', () => {
    const page = route('index', { title: 'Home' });
    attachTab(page, 'content/index.$tab-faq.md', 'faq', 'FAQ', outline([]));

    expectContentError(() => attachTab(page, FILE, 'faq', 'FAQ again', outline([])), FILE, 'duplicate tab "faq": another file already defines it');
  });

  it('fails on a heading id that repeats a heading of the page', () => {
    const page = route('index', { title: 'Home' });
    page.meta.toc = [heading('install')];

    expectContentError(
      () => attachTab(page, FILE, 'faq', 'FAQ', outline(['install'])),
      FILE,
      'duplicate id "install": the page or another of its tabs already uses it',
    );
  });

  it('fails on a heading id that repeats a demo id of the page', () => {
    const page = { ...route('demo/simple', { title: 'Simple' }), demos: ['simple'] };
    const file = 'content/demo/simple.$tab-faq.mdx';

    expectContentError(() => attachTab(page, file, 'faq', 'FAQ', outline(['simple'])), file, 'duplicate id "simple"');
  });

  it('fails on a heading id that repeats one of another tab', () => {
    const page = route('index', { title: 'Home' });
    attachTab(page, 'content/index.$tab-api.mdx', 'api', 'API', outline(['props']));

    expectContentError(() => attachTab(page, FILE, 'faq', 'FAQ', outline(['props'])), FILE, 'duplicate id "props"');
  });

  it('leaves the page without the tab when it fails', () => {
    const page = route('index', { title: 'Home' });
    page.meta.toc = [heading('install')];

    expect(() => attachTab(page, FILE, 'faq', 'FAQ', outline(['install']))).toThrow();
    expect(page.meta.tabs).toEqual([]);
  });
});
