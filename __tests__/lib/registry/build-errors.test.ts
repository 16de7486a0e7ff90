/**
 * Every kind of bad content stops the build with a ContentError that names the file at fault.
 * Each case starts from the valid `site` fixture and breaks one thing.
 */
import { bilingual, build, demoEntry, expectContentError, page, removeFiles, removeTempDirs, siteProject } from './fixture';

afterEach(removeTempDirs);

/** The toggle demo's entry with `extraImport` added as its first import. */
function toggleEntryWith(extraImport: string): string {
  return demoEntry('title: Toggle button\ndescription: Flips.', `${extraImport}\nexport default function Toggle() {\n  return null;\n}\n`);
}

describe('buildRegistry errors', () => {
  it('the site fixture itself builds', () => {
    expect(() => build(siteProject())).not.toThrow();
  });

  describe('pages', () => {
    it('malformed YAML in a content file', () => {
      const root = siteProject({ 'content/api.mdx': '---\ntitle: [API\n---\n\nText.\n' });

      expectContentError(() => build(root), 'content/api.mdx', 'malformed YAML frontmatter');
    });

    it('a frontmatter field of the wrong type', () => {
      const root = siteProject({ 'content/demo/plain.mdx': page('title: Plain\norder: first', '<Demo id="plain" />\n') });

      expectContentError(() => build(root), 'content/demo/plain.mdx', 'frontmatter "order" must be a number');
    });

    it('a page without a title', () => {
      const root = siteProject({ 'content/changelog.md': page('subtitle: none', '## 1.0.0\n') });

      expectContentError(() => build(root), 'content/changelog.md', 'missing a "title"');
    });

    it('a level-1 heading in a page', () => {
      const root = siteProject({ 'content/api.mdx': page('title: API', '# API\n') });

      expectContentError(() => build(root), 'content/api.mdx', 'level-1 heading');
    });

    it('names the line of the file, frontmatter counted, for an error inside the body', () => {
      const heading = siteProject({ 'content/api.mdx': page('title: API', 'Intro.\n\n# API\n') });
      expectContentError(() => build(heading), 'content/api.mdx', 'level-1 heading on line 7');

      const demo = siteProject({ 'content/demo/plain.mdx': page('title: Plain', 'Text.\n\n<Demo />\n') });
      expectContentError(() => build(demo), 'content/demo/plain.mdx', '<Demo> needs a literal id attribute (line 7)');

      const mdx = siteProject({ 'content/api.mdx': page('title: API', 'Text.\n\n<div>\n\nUnclosed.\n') });
      expectContentError(() => build(mdx), 'content/api.mdx', /cannot parse MDX: .*\b7:1\b/);
    });

    it('a duplicate heading id on a page', () => {
      const root = siteProject({ 'content/api.mdx': page('title: API', '## Props\n\n## props\n') });

      expectContentError(() => build(root), 'content/api.mdx', 'duplicate heading id "props"');
    });

    it('unparseable MDX', () => {
      const root = siteProject({ 'content/api.mdx': page('title: API', '<div>\n\nUnclosed.\n') });

      expectContentError(() => build(root), 'content/api.mdx', 'cannot parse MDX');
    });

    it('two files for the same page', () => {
      const root = siteProject({ 'content/api.md': page('title: API again') });

      expectContentError(() => build(root), 'content/api.mdx', 'content/api.md already defines the page "/api"');
    });

    it('a page file and an index file for the same path', () => {
      const root = siteProject({ 'content/demo.mdx': page('title: Demos again') });

      expectContentError(() => build(root), 'content/demo/index.mdx', 'content/demo.mdx already defines the page "/demo"');
    });

    it('a nav path that is not a page', () => {
      const root = siteProject({ 'content/api.mdx': page('title: API\nnav:\n  title: API\n  path: /reference') });

      expectContentError(() => build(root), 'content/api.mdx', 'nav path "/reference" is not a page');
    });
  });

  describe('tabs', () => {
    it('a tab of a page that does not exist', () => {
      const root = siteProject({ 'content/guide.$tab-faq.mdx': page('title: FAQ', '## Question\n') });

      expectContentError(() => build(root), 'content/guide.$tab-faq.mdx', 'tab of a page that does not exist ("guide")');
    });

    it('a tab heading id that clashes with a heading id of its page', () => {
      const root = siteProject({ 'content/index.$tab-faq.mdx': page('title: FAQ', '## Install\n\nAgain.\n') });

      expectContentError(() => build(root), 'content/index.$tab-faq.mdx', 'duplicate id "install"');
    });

    it('a tab heading id that clashes with another tab of the page', () => {
      const root = siteProject({ 'content/index.$tab-more.mdx': page('title: More', '## Why keys\n') });

      expectContentError(() => build(root), 'content/index.$tab-more.mdx', 'duplicate id "why-keys"');
    });

    it('a tab heading id equal to a demo id embedded on its page', () => {
      const root = siteProject({ 'content/demo/plain.$tab-faq.mdx': page('title: FAQ', '## Plain\n') });

      expectContentError(() => build(root), 'content/demo/plain.$tab-faq.mdx', 'duplicate id "plain"');
    });

    it('the same tab key twice', () => {
      const root = siteProject({ 'content/index.$tab-faq.md': page('title: FAQ again') });

      expectContentError(() => build(root), 'content/index.$tab-faq.mdx', 'duplicate tab "faq"');
    });

    it('a tab key that is not lower-case words', () => {
      const root = siteProject({ 'content/index.$tab-FAQ.mdx': page('title: FAQ') });

      expectContentError(() => build(root), 'content/index.$tab-FAQ.mdx', 'tab key "FAQ"');
    });

    it('malformed YAML in a tab', () => {
      const root = siteProject({ 'content/index.$tab-faq.mdx': '---\ntitle: "FAQ\n---\n' });

      expectContentError(() => build(root), 'content/index.$tab-faq.mdx', 'malformed YAML frontmatter');
    });

    it('a tab that embeds a demo', () => {
      const root = siteProject({ 'content/index.$tab-faq.mdx': page('title: FAQ', '<Demo id="plain" />\n') });

      expectContentError(() => build(root), 'content/index.$tab-faq.mdx', 'tabs cannot embed demos');
    });
  });

  describe('demos', () => {
    it('a page outside content/demo/ embedding a demo', () => {
      const root = siteProject({ 'content/index.mdx': page('title: Home', '## Install\n\n<Demo id="plain" />\n') });

      expectContentError(
        () => build(root),
        'content/index.mdx',
        "only pages under content/demo/ and content/troubleshooting/ (and an edition's, content/en/…) can",
      );
    });

    it('an English page outside content/en/demo/ embedding a demo', () => {
      const root = siteProject(bilingual({ 'content/guide.mdx': page('title: Guide', '<Demo id="plain" />\n') }));

      expectContentError(
        () => build(root),
        'content/en/guide.mdx',
        "only pages under content/demo/ and content/troubleshooting/ (and an edition's, content/en/…) can",
      );
    });

    it('a page embedding a demo that does not exist', () => {
      const root = siteProject(bilingual({ 'content/demo/ghost.mdx': page('title: Ghost', '<Demo id="ghost" />\n') }));

      const error = expectContentError(() => build(root), 'content/demo/ghost.mdx', 'embeds the demo "ghost", but demos/ghost/index.tsx does not exist');
      // Where the page embeds it: the <Demo> element, below the three lines of frontmatter and a blank line.
      expect(error.at).toEqual({ line: 5, column: 1 });
    });

    it('a demo folder without index.tsx', () => {
      const root = siteProject();
      removeFiles(root, 'demos/plain/index.tsx');

      expectContentError(() => build(root), 'content/demo/plain.mdx', 'demos/plain/index.tsx does not exist');
    });

    it('the same demo id embedded by two pages', () => {
      const root = siteProject(bilingual({ 'content/demo/again.mdx': page('title: Again', '<Demo id="toggle" />\n') }));

      // /demo/again sorts before /demo/toggle, so the toggle page is the second to embed it.
      expectContentError(() => build(root), 'content/demo/toggle.mdx', 'duplicate demo id "toggle": it is already embedded by content/demo/again.mdx');
    });

    it('the same demo id embedded twice by one page', () => {
      const root = siteProject({ 'content/demo/plain.mdx': page('title: Plain', '<Demo id="plain" />\n\n<Demo id="plain" />\n') });

      expectContentError(() => build(root), 'content/demo/plain.mdx', 'duplicate demo id "plain": it is already embedded by content/demo/plain.mdx');
    });

    it('a demo folder that no page embeds', () => {
      const root = siteProject({ 'demos/orphan/index.tsx': demoEntry('title: Orphan\ndescription: Nobody shows me.') });

      expectContentError(() => build(root), 'demos/orphan', 'no page embeds this demo');
    });

    it('a heading id equal to a demo id embedded on the page', () => {
      const root = siteProject({ 'content/demo/plain.mdx': page('title: Plain', '## Plain\n\n<Demo id="plain" />\n') });

      expectContentError(() => build(root), 'content/demo/plain.mdx', 'duplicate id "plain": a heading and a demo share it');
    });

    it('a demo entry without a header', () => {
      const root = siteProject({ 'demos/plain/index.tsx': 'export default function Plain() {\n  return null;\n}\n' });

      expectContentError(() => build(root), 'demos/plain/index.tsx', 'must start with a /** … */ comment');
    });

    it('a demo header without its zh-CN block', () => {
      const root = siteProject({ 'demos/plain/index.tsx': demoEntry('title: Plain\ndescription: D', undefined, { zhCN: false }) });

      expectContentError(() => build(root), 'demos/plain/index.tsx', 'the demo header is missing its "zh-CN" block');
    });

    it('a zh-CN block without a title, or not a block at all', () => {
      const untitled = siteProject({ 'demos/plain/index.tsx': demoEntry('title: Plain\ndescription: D\nzh-CN:\n  description: 说明') });
      expectContentError(() => build(untitled), 'demos/plain/index.tsx', 'the demo header "zh-CN" block is missing a "title"');

      const text = siteProject({ 'demos/plain/index.tsx': demoEntry('title: Plain\ndescription: D\nzh-CN: 朴素') });
      expectContentError(
        () => build(text),
        'demos/plain/index.tsx',
        'the demo header is missing its "zh-CN" block (the zh-CN edition\'s title and description)',
      );
    });

    it('a demo header without a description', () => {
      const root = siteProject({ 'demos/plain/index.tsx': demoEntry('title: Plain') });

      expectContentError(() => build(root), 'demos/plain/index.tsx', 'missing a "description"');
    });

    it('a demo importing a missing local file', () => {
      const root = siteProject({ 'demos/toggle/index.tsx': toggleEntryWith("import { missing } from './missing';") });

      const error = expectContentError(() => build(root), 'demos/toggle/index.tsx', 'imports "./missing", which does not exist');
      // The quoted specifier in the file as written, header included (the demo's code has lost it).
      expect(error.at).toEqual({ line: 8, column: 25 });
    });

    it('a local file of a demo importing a missing local file', () => {
      const root = siteProject({ 'demos/toggle/labels.ts': "export { labels } from './gone';\n" });

      expectContentError(() => build(root), 'demos/toggle/labels.ts', 'imports "./gone", which does not exist');
    });

    it('a demo importing a package that is not installed', () => {
      const root = siteProject({ 'demos/toggle/index.tsx': toggleEntryWith("import dayjs from 'dayjs';") });

      const error = expectContentError(() => build(root), 'demos/toggle/index.tsx', 'imports "dayjs", which is not installed');
      expect(error.at).toEqual({ line: 8, column: 19 });
    });

    it('a scoped package that is not installed is named without its subpath', () => {
      const root = siteProject({ 'demos/toggle/useToggle.ts': "import { x } from '@acme/kit/sub';\nexport const useToggle = x;\n" });

      expectContentError(() => build(root), 'demos/toggle/useToggle.ts', 'imports "@acme/kit", which is not installed');
    });

    it('a demo importing a file from outside its folder', () => {
      const root = siteProject({ 'demos/toggle/index.tsx': toggleEntryWith("import Plain from '../plain';") });

      expectContentError(() => build(root), 'demos/toggle/index.tsx', 'imports "../plain" from outside its demo folder');
    });

    it('a demo importing a shared file above the demos folder', () => {
      const root = siteProject({
        'shared/util.ts': 'export const util = 1;\n',
        'demos/toggle/index.tsx': toggleEntryWith("import { util } from '../../shared/util';"),
      });

      expectContentError(() => build(root), 'demos/toggle/index.tsx', 'from outside its demo folder');
    });
  });

  describe('editions', () => {
    it('the same demo on a zh-CN page and its English twin is no duplicate', () => {
      const registry = build(siteProject());

      expect(registry.routes.filter((route) => route.demos.includes('toggle')).map((route) => route.path)).toEqual([
        '/7.x/demo/toggle',
        '/demo/toggle',
        '/en/7.x/demo/toggle',
        '/en/demo/toggle',
      ]);
      expect(registry.demos.toggle.routeId).toBe('demo/toggle');
    });

    it('a zh-CN page without its English twin', () => {
      const root = siteProject({ 'content/guide.mdx': page('title: Guide', 'Text.\n') });

      expectContentError(() => build(root), 'content/guide.mdx', 'the page has no English edition: add content/en/guide.mdx');
    });

    it('an English page without its zh-CN twin', () => {
      const root = siteProject({ 'content/en/guide.md': page('title: Guide', 'Text.\n') });

      expectContentError(() => build(root), 'content/en/guide.md', 'the page has no zh-CN edition: add content/guide.md');
    });

    it('a tab in one edition only', () => {
      const root = siteProject({ 'content/en/index.$tab-more.mdx': page('title: More', '## Extra\n') });

      expectContentError(() => build(root), 'content/en/index.$tab-more.mdx', 'the tab "more" has no zh-CN edition: add content/index.$tab-more.mdx');
    });

    it('an English page that embeds another demo than its zh-CN twin', () => {
      const root = siteProject({ 'content/en/demo/toggle.mdx': page('title: Toggle', '<Demo id="plain" />\n') });

      expectContentError(() => build(root), 'content/en/demo/toggle.mdx', 'embeds no <Demo id="toggle" />, which content/demo/toggle.mdx embeds');
    });

    it('a demo embedded twice within the English edition', () => {
      const root = siteProject({ 'content/en/demo/plain.mdx': page('title: Plain', '<Demo id="plain" />\n\n<Demo id="plain" />\n') });

      expectContentError(() => build(root), 'content/en/demo/plain.mdx', 'duplicate demo id "plain": it is already embedded by content/en/demo/plain.mdx');
    });
  });
});
