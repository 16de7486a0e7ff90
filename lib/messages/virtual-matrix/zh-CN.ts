/** The VirtualTable compatibility matrix's texts (zh-CN). */
export const virtualMatrixZhCN = {
  caption: (pkg: string, version: string) => `${pkg} ${version}：每一格都由浏览器检查在 Chromium 中运行对应示例得出`,
  featureHeader: '功能',
  verdicts: { works: '可用', caveat: '有限制', no: '不可用' },
  /** A cell's link: where it goes, for screen readers. */
  cellLabel: (feature: string, component: string, verdict: string) => `${feature}，${component}：${verdict}，打开示例`,
  why: '原因',
  whyLabel: (feature: string) => `${feature}：原因与替代做法`,
  whyTitle: (feature: string) => `为什么：${feature}`,
  notOnLine: '此版本没有',
  summary: (works: number, caveat: number, no: number) => `在 VirtualTable 里，${works} 项功能与 Table 一样可用，${caveat} 项有限制，${no} 项不可用。`,
};
