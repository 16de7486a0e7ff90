import { splitDemoHeader } from '@/lib/registry/demo-source';
import { parseFrontmatter } from '@/lib/registry/frontmatter';
import { componentName, demoNameProblem, newDemoFiles, pickGroup, titleFromName, type DemoGroup, type DemoSection } from '@/lib/registry/new-demo';

const groups: DemoGroup[] = [
  { order: 1, titles: { 'zh-CN': '基础', en: 'Basics' }, lastOrder: 11 },
  { order: 3, titles: { 'zh-CN': '滚动与固定', en: 'Scrolling & fixed' }, lastOrder: 4 },
];
const section: DemoSection = {
  taken: new Set(['simple', 'scroll-x']),
  nav: { 'zh-CN': { title: '示例', path: '/demo' }, en: { title: 'Demo', path: '/en/demo' } },
  groups,
};

describe('demoNameProblem', () => {
  it('accepts a new kebab-case name', () => {
    expect(demoNameProblem('row-selection', section.taken)).toBeUndefined();
    expect(demoNameProblem('3d-rows', section.taken)).toBeUndefined();
  });

  it('refuses a name that is not kebab-case, suggesting the kebab-case one', () => {
    expect(demoNameProblem('RowSelection', section.taken)).toMatch(/^"RowSelection" is not kebab-case: .*such as "row-selection"$/);
    expect(demoNameProblem('row_selection', section.taken)).toMatch(/such as "row-selection"/);
    expect(demoNameProblem('-', section.taken)).toMatch(/^"-" is not kebab-case: .*joined by hyphens$/);
  });

  it('refuses a name that is taken', () => {
    expect(demoNameProblem('scroll-x', section.taken)).toBe('"scroll-x" is taken: a demo, a demo page or a demo test of that name already exists');
  });
});

describe('names', () => {
  it('makes a title and a component name from the demo name', () => {
    expect(titleFromName('row-selection')).toBe('Row selection');
    expect(componentName('row-selection')).toBe('RowSelection');
    expect(componentName('3d-rows')).toBe('Demo3dRows');
  });
});

describe('pickGroup', () => {
  it('takes the first group by default, or the one titled so in either edition', () => {
    expect(pickGroup(groups)).toBe(groups[0]);
    expect(pickGroup(groups, '滚动与固定')).toBe(groups[1]);
    expect(pickGroup(groups, 'scrolling & FIXED')).toBe(groups[1]);
  });

  it('names the groups when none has the title', () => {
    expect(pickGroup(groups, 'Trees')).toBe('no demo group is titled "Trees"; the groups are: 基础 / Basics, 滚动与固定 / Scrolling & fixed');
    expect(pickGroup([], undefined)).toBe('the site has no demo page with a group to join');
  });
});

describe('newDemoFiles', () => {
  it('writes the demo, its test and a page per edition with the nav, the group and the next order', () => {
    const files = newDemoFiles(section, { name: 'row-selection' }, groups[1]);
    expect(Object.keys(files).sort()).toEqual([
      '__tests__/demos/row-selection.test.tsx',
      'content/demo/row-selection.mdx',
      'content/en/demo/row-selection.mdx',
      'demos/row-selection/index.tsx',
    ]);
    const zh = parseFrontmatter('content/demo/row-selection.mdx', files['content/demo/row-selection.mdx']);
    expect(zh.data).toMatchObject({ title: '示例：Row selection', nav: { title: '示例', path: '/demo' }, group: { title: '滚动与固定', order: 3 }, order: 5 });
    expect(zh.body).toContain('<Demo id="row-selection" />');
    const en = parseFrontmatter('content/en/demo/row-selection.mdx', files['content/en/demo/row-selection.mdx']);
    expect(en.data).toMatchObject({
      title: 'Row selection',
      nav: { title: 'Demo', path: '/en/demo' },
      group: { title: 'Scrolling & fixed', order: 3 },
      order: 5,
    });
    expect(en.data.keywords).toEqual(['row', 'selection']);
    expect(en.body).toContain('<Demo id="row-selection" />');
    expect(files['__tests__/demos/row-selection.test.tsx']).toContain("RowSelection = await lineDemo(line, 'row-selection');");
  });

  it('writes titles YAML would misread so that they read back as given', () => {
    const options = { name: 'null', title: 'Sticky: header #2', zhTitle: 'yes' };
    const files = newDemoFiles(section, options, groups[0]);
    expect(parseFrontmatter('en.mdx', files['content/en/demo/null.mdx']).data).toMatchObject({ title: 'Sticky: header #2', keywords: ['null'] });
    expect(parseFrontmatter('zh.mdx', files['content/demo/null.mdx']).data.title).toBe('yes');
    const { header } = splitDemoHeader('demos/null/index.tsx', files['demos/null/index.tsx']);
    expect(header).toMatchObject({ title: 'Sticky: header #2', keywords: ['null'], editions: { 'zh-CN': { title: 'yes' } } });
    expect(header.description).toBe('The starting point of the null demo: a table of two columns and three rows.');
  });
});
