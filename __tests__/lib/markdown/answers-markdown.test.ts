import { NO_ANSWERS, type AnswersFile } from '@/lib/answers/keys';
import { answerLinksMarkdown, sourceMarkdown } from '@/lib/markdown/answers-markdown';

const SITE = 'https://example.com';
const answers: AnswersFile = {
  ...NO_ANSWERS,
  pages: {
    'troubleshooting/merged': {
      issues: [{ repo: 'ant-design/ant-design', number: '33093', url: 'https://github.com/ant-design/ant-design/issues/33093' }],
      demos: [{ path: '/demo/merge', title: '合并单元格' }],
      props: [{ path: '/#api-column-oncell', name: 'Column.onCell' }],
    },
  },
  byDemoPage: { 'demo/merge': [{ path: '/troubleshooting/merged', title: '合并的单元格不高亮' }] },
  sources: {
    ...NO_ANSWERS.sources,
    '1.x': {
      'Cell/index.js#1#rowSpan': {
        file: 'Cell/index.js',
        find: 'rowSpan',
        lines: 1,
        package: '@rc-component/table',
        version: '1.12.0',
        path: 'es/Cell/index.js',
        start: 42,
        text: 'const x = rowSpan;',
      },
    },
  },
};

describe("the answers in a page's Markdown copy", () => {
  it("lists an answer's threads, then its demos and API rows, as the page does", () => {
    expect(answerLinksMarkdown(answers, 'troubleshooting/merged', SITE, 'zh-CN')).toBe(
      [
        '## 相关 issue',
        '- [ant-design/ant-design #33093](https://github.com/ant-design/ant-design/issues/33093)',
        '## 相关示例与 API',
        '- [合并单元格](https://example.com/demo/merge)\n- [`Column.onCell`](https://example.com/#api-column-oncell)',
      ].join('\n\n'),
    );
  });

  it("lists a demo page's answers, and nothing for a page that has none", () => {
    expect(answerLinksMarkdown(answers, 'demo/merge', SITE, 'en')).toBe(
      '## Troubleshooting\n\n- [合并的单元格不高亮](https://example.com/troubleshooting/merged)',
    );
    expect(answerLinksMarkdown(answers, 'demo/simple', SITE, 'en')).toBe('');
  });

  it('quotes a <Source> under its caption, and fails the page for one the build did not read', () => {
    expect(sourceMarkdown(answers, { file: 'Cell/index.js', find: 'rowSpan', lines: 1 }, 'content/x.mdx', 'en', '1.x')).toBe(
      '@rc-component/table 1.12.0 · es/Cell/index.js, line 42\n\n```js\nconst x = rowSpan;\n```',
    );
    expect(() => sourceMarkdown(answers, { file: 'Cell/index.js', find: 'colSpan', lines: 1 }, 'content/x.mdx', 'en', '1.x')).toThrow('content/x.mdx: ');
  });
});
