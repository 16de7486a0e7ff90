/** The troubleshooting section's texts (zh-CN): its index, an answer's links and source excerpts, and the links to answers. */
export const answersZhCN = {
  answerCount: (count: number) => `共 ${count} 个问题`,
  /** The heading of an answer's tracker threads. */
  issuesTitle: '相关 issue',
  /** The heading of the demos and API rows an answer concerns. */
  relatedTitle: '相关示例与 API',
  /** Under a demo, and in an API row: the answers that concern it. */
  answersTitle: '常见问题',
  /** A source excerpt's caption: the package, its version, the file and the line. */
  sourceCaption: (pkg: string, version: string, file: string, line: number) => `${pkg} ${version} · ${file} 第 ${line} 行`,
  /** A tracker thread's link text: `ant-design/ant-design#11072` → `ant-design #11072`. */
  issueLabel: (repo: string, number: string) => `${repo} #${number}`,
};
