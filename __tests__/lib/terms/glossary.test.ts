import { ContentError } from '@/lib/registry/errors';
import { findVariants, parseGlossary, type GlossaryEntry } from '@/lib/terms/glossary';
import { relatedLinkProblems, relatedLinks } from '@/lib/terms/related-links';
import { demoKeywordsSource, variantProblems } from '@/lib/terms/site-terms';

const entry = (id: string, term: string, variants: string[]): GlossaryEntry => ({ id, term, variants, en: [id] });
const glossaryText = (entries: unknown[]) => JSON.stringify({ $comment: 'note', entries });

describe('parseGlossary', () => {
  it('reads the entries, keeping an optional note', () => {
    const text = glossaryText([
      { id: 'sticky', term: '粘性', variants: ['吸顶'], en: ['sticky'], note: '为什么' },
      { id: 'drag', term: '拖拽', variants: [], en: ['drag'] },
    ]);
    expect(parseGlossary(text)).toEqual([
      { id: 'sticky', term: '粘性', variants: ['吸顶'], en: ['sticky'], note: '为什么' },
      { id: 'drag', term: '拖拽', variants: [], en: ['drag'] },
    ]);
  });

  it.each([
    ['bad JSON', '{ "entries": [', /is not valid JSON/],
    ['no entries list', '{}', /an "entries" list/],
    ['a bad id', glossaryText([{ id: 'Sticky Header', term: '粘性', variants: [], en: ['x'] }]), /entries\[0\] needs an "id"/],
    ['an empty term', glossaryText([{ id: 'a', term: ' ', variants: [], en: ['x'] }]), /"a" needs a non-empty "term"/],
    ['an empty variant', glossaryText([{ id: 'a', term: '粘性', variants: [''], en: ['x'] }]), /"a" needs "variants"/],
    ['no English term', glossaryText([{ id: 'a', term: '粘性', variants: [], en: [] }]), /"a" needs "en"/],
    ['a repeated id', glossaryText([entry('a', '粘性', []), entry('a', '拖拽', [])]), /repeats the id a/],
    ['a repeated term', glossaryText([entry('a', '粘性', []), entry('b', '粘性', [])]), /repeats the term 粘性/],
    [
      'a variant inside a term',
      glossaryText([entry('group', '表头分组', []), entry('x', '列', ['头分'])]),
      /the variant "头分" of "x" is part of the term "表头分组" of "group"/,
    ],
  ])('fails naming content/glossary.json on %s', (_case, text, reason) => {
    expect(() => parseGlossary(text)).toThrow(ContentError);
    expect(() => parseGlossary(text)).toThrow(/^content\/glossary\.json: /);
    expect(() => parseGlossary(text)).toThrow(reason);
  });
});

describe('findVariants', () => {
  const entries = [entry('sticky', '粘性', ['吸顶', '吸底']), entry('summary', '总结栏', ['合计行'])];

  it('finds every use, in text order, with its line and the term to use', () => {
    expect(findVariants('表头吸顶\n合计行吸底，再吸顶', entries)).toEqual([
      { id: 'sticky', variant: '吸顶', term: '粘性', line: 1 },
      { id: 'summary', variant: '合计行', term: '总结栏', line: 2 },
      { id: 'sticky', variant: '吸底', term: '粘性', line: 2 },
      { id: 'sticky', variant: '吸顶', term: '粘性', line: 2 },
    ]);
  });

  it('finds nothing in a text that uses the terms', () => {
    expect(findVariants('粘性表头与总结栏', entries)).toEqual([]);
  });
});

describe('variantProblems and demoKeywordsSource', () => {
  const entries = [entry('sticky', '粘性', ['吸顶'])];
  const demo = ['/**', ' * title: Sticky', ' * description: d', ' * keywords: [sticky, 吸顶]', ' */', "const note = '吸顶';", ''].join('\n');

  it("reports a demo's keywords at the keywords line of its file, and not its code", () => {
    const source = demoKeywordsSource('demos/x/index.tsx', demo);
    expect(source).toEqual({ file: 'demos/x/index.tsx', text: ' * keywords: [sticky, 吸顶]', firstLine: 4 });
    expect(variantProblems(source ? [source] : [], entries)).toEqual(['demos/x/index.tsx:4: "吸顶" is a variant of sticky; the site says "粘性"']);
  });

  it('gives no source for a header without keywords', () => {
    expect(demoKeywordsSource('demos/y/index.tsx', '/**\n * title: Y\n */\nconst keywords = 1;\n')).toBeUndefined();
  });

  it('reports a page at the line of the file the variant is on', () => {
    expect(variantProblems([{ file: 'content/demo/a.mdx', text: '---\ntitle: A\nsubtitle: 吸顶表头\n---\n' }], entries)).toEqual([
      'content/demo/a.mdx:3: "吸顶" is a variant of sticky; the site says "粘性"',
    ]);
  });
});

describe('related links', () => {
  const page = (name: string, subtitle: string | undefined, links: string[]) => ({
    file: `content/demo/${name}.mdx`,
    path: `/demo/${name}`,
    subtitle,
    source: [
      '---',
      `title: ${name}`,
      ...(subtitle ? [`subtitle: ${subtitle}`] : []),
      '---',
      '',
      'Text [固定列](/demo/b) in the body.',
      '',
      '## 相关示例',
      '',
      ...links,
      '',
      '## 其他',
      '',
      '- [不算](/demo/none)：下一个标题之后。',
      '',
    ].join('\n'),
  });

  it('reads the list under 相关示例 only, up to the next heading, with file lines', () => {
    expect(relatedLinks(page('a', '甲', ['- [乙](/demo/b)：说明。', '- [丙](/demo/c)']).source)).toEqual([
      { text: '乙', href: '/demo/b', line: 10 },
      { text: '丙', href: '/demo/c', line: 11 },
    ]);
    expect(relatedLinks('# Title\n\n- [x](/demo/x)\n')).toEqual([]);
  });

  it("holds each link's text to its target's subtitle, naming the file and line", () => {
    const pages = [
      page('a', '甲', ['- [乙](/demo/b)：对。', '- [旧名](/demo/c)：名字不对。', '- [丁](/demo/d)：没有这一页。']),
      page('b', '乙', ['- [甲](/demo/a)']),
      page('c', '丙', ['- [无题](/demo/e)']),
      page('e', undefined, []),
    ];
    expect(relatedLinkProblems(pages)).toEqual([
      'content/demo/a.mdx:11: the link text "旧名" should be the subtitle of /demo/c, "丙"',
      'content/demo/a.mdx:12: 相关示例 links to /demo/d, which is no page',
      'content/demo/c.mdx:10: 相关示例 links to /demo/e, whose page has no subtitle to name it by',
    ]);
  });
});
