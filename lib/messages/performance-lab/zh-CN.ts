/** The performance lab page's texts (zh-CN). */
export const performanceLabZhCN = {
  caption: (machine: string, date: string) => `在一台机器上测得（${machine}，${date}）`,
  settings: (settings: string) => `设置：${settings}`,
  headers: ['组件', '行数', '首次渲染 ms（提交 / 绘制）', '重渲染 ms（提交 / 绘制）', '重新渲染的单元格', '滚动帧 ms（中位数 / 最慢）'],
};
