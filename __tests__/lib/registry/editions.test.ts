import { assertEditionsMatch } from '@/lib/registry/editions';
import type { RouteEntry, Tab } from '@/lib/registry/types';
import { expectContentError, route } from './fixture';

/** A page as the registry holds it, with the demos it embeds and its tabs (`content/<id>.$tab-<key>.mdx`). */
function pageOf(id: string, { demos = [] as string[], tabs = [] as string[], extension = '.mdx' } = {}): RouteEntry {
  const entry = route(id, { title: id, filename: `content/${id}${extension}` });
  const tabEntries: Tab[] = tabs.map((key) => ({ key, meta: { frontmatter: { title: key, filename: `content/${id}.$tab-${key}.mdx` }, toc: [], texts: [] } }));
  return { ...entry, demos, meta: { ...entry.meta, tabs: tabEntries } };
}

/** Both editions of a page, alike. */
const both = (id: string, options?: Parameters<typeof pageOf>[1]) => [pageOf(id, options), pageOf(`en/${id}`, options)];

describe('assertEditionsMatch', () => {
  it('passes when every page, tab and embedded demo is in both editions', () => {
    const routes = [...both('index', { tabs: ['faq'] }), ...both('changelog', { extension: '.md' }), ...both('demo/simple', { demos: ['simple', 'extra'] })];

    expect(() => assertEditionsMatch(routes)).not.toThrow();
    expect(() => assertEditionsMatch([])).not.toThrow();
  });

  it('passes whatever order the routes come in', () => {
    const routes = [...both('demo/simple', { demos: ['simple'] }), ...both('index')].reverse();

    expect(() => assertEditionsMatch(routes)).not.toThrow();
  });

  it('fails on a zh-CN page without its English twin, naming the page and the file to add', () => {
    const routes = [...both('index'), pageOf('demo/simple', { demos: ['simple'] })];

    expectContentError(() => assertEditionsMatch(routes), 'content/demo/simple.mdx', 'the page has no English edition: add content/en/demo/simple.mdx');
  });

  it('fails on an English page without its zh-CN twin, keeping the extension of the page', () => {
    const routes = [...both('index'), pageOf('en/changelog', { extension: '.md' })];

    expectContentError(() => assertEditionsMatch(routes), 'content/en/changelog.md', 'the page has no zh-CN edition: add content/changelog.md');
  });

  it('fails on the English home page without the zh-CN one', () => {
    expectContentError(() => assertEditionsMatch([pageOf('en/index')]), 'content/en/index.mdx', 'add content/index.mdx');
  });

  it('fails on a tab in one edition only, naming the tab file and the file to add', () => {
    const routes = [pageOf('index', { tabs: ['faq'] }), pageOf('en/index')];

    expectContentError(
      () => assertEditionsMatch(routes),
      'content/index.$tab-faq.mdx',
      'the tab "faq" has no English edition: add content/en/index.$tab-faq.mdx',
    );
  });

  it('fails on an English tab the zh-CN page lacks', () => {
    const routes = [pageOf('index', { tabs: ['faq'] }), pageOf('en/index', { tabs: ['faq', 'more'] })];

    expectContentError(
      () => assertEditionsMatch(routes),
      'content/en/index.$tab-more.mdx',
      'the tab "more" has no zh-CN edition: add content/index.$tab-more.mdx',
    );
  });

  it('fails on a page that embeds another demo than its twin, naming the page that lacks it', () => {
    const routes = [pageOf('demo/simple', { demos: ['simple'] }), pageOf('en/demo/simple', { demos: ['other'] })];

    expectContentError(
      () => assertEditionsMatch(routes),
      'content/en/demo/simple.mdx',
      'embeds no <Demo id="simple" />, which content/demo/simple.mdx embeds: every edition shows the same demos',
    );
  });

  it('fails on an English page that embeds a demo more than its zh-CN twin', () => {
    const routes = [pageOf('demo/simple', { demos: ['simple'] }), pageOf('en/demo/simple', { demos: ['simple', 'extra'] })];

    expectContentError(() => assertEditionsMatch(routes), 'content/demo/simple.mdx', 'embeds no <Demo id="extra" />, which content/en/demo/simple.mdx embeds');
  });
});
