import { buildAnswerData } from '@/lib/answers/answers';
import { issueLink } from '@/lib/answers/keys';
import type { LineApiData } from '@/lib/api/build';
import type { ApiProp } from '@/lib/api/types';
import type { Registry, RouteEntry } from '@/lib/registry/types';
import { expectContentError, route } from '../registry/fixture';

const prop = (name: string): ApiProp => ({ name, description: '', type: 'string', required: false, labels: [] });
/** `Column.width` on both lines; `classNames` on 7.x only (the other way round on the site: only the rule matters). */
const api = {
  '1.x': { 'zh-CN': { Column: [prop('width')] }, en: { Column: [prop('width')] } },
  '7.x': { 'zh-CN': { Column: [prop('width')], Table: [prop('classNames')] }, en: { Column: [prop('width')], Table: [prop('classNames')] } },
} as LineApiData;

const answer = (demos: string[], props: string[]): RouteEntry =>
  route('troubleshooting/merged', { title: '合并的单元格不高亮', answer: { issues: ['ant-design/ant-design#33093'], demos, props } });
const registryOf = (...routes: RouteEntry[]): Registry => ({
  routes: [route('demo/merge', { title: '合并单元格' }), ...routes],
  demos: {},
  nav: [],
  aliases: {},
});

describe('buildAnswerData', () => {
  it('links an answer to its threads, demo pages and API rows on its line, and each of those back to it', () => {
    const data = buildAnswerData(registryOf(answer(['merge'], ['column-width', 'table-classnames'])), api);
    const link = { path: '/troubleshooting/merged', title: '合并的单元格不高亮' };
    expect(data.pages['troubleshooting/merged']).toEqual({
      issues: [{ repo: 'ant-design/ant-design', number: '33093', url: 'https://github.com/ant-design/ant-design/issues/33093' }],
      demos: [{ path: '/demo/merge', title: '合并单元格' }],
      // `classNames` is a row of the other line only: no link here, and no error.
      props: [{ path: '/#api-column-width', name: 'Column.width' }],
    });
    expect(data.byDemoPage).toEqual({ 'demo/merge': [link] });
    expect(data.byProp).toEqual({ '1.x zh-CN api-column-width': [link] });
  });

  it('fails the build, naming the answer, for a demo no page shows or an API row no line has', () => {
    expectContentError(
      () => buildAnswerData(registryOf(answer(['no-such-demo'], [])), api),
      'content/troubleshooting/merged.mdx',
      'answer.demos names "no-such-demo", which has no demo page',
    );
    expectContentError(
      () => buildAnswerData(registryOf(answer([], ['column-colour'])), api),
      'content/troubleshooting/merged.mdx',
      'answer.props names "column-colour", which is no API row (its anchor would be #api-column-colour)',
    );
  });
});

describe('issueLink', () => {
  it("gives a thread's repository, number and address", () => {
    expect(issueLink('react-component/table#1072')).toEqual({
      repo: 'react-component/table',
      number: '1072',
      url: 'https://github.com/react-component/table/issues/1072',
    });
  });
});
