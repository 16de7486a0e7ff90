import type { PlaygroundMessages } from './types';

/** The zh-CN edition's props playground's texts (`types.ts` says where they show). */
export const playgroundZhCN: PlaygroundMessages = {
  title: (component) => `<${component}> 的属性`,
  loading: '正在载入属性面板……',
  noTable: (file) => `${file} 中没有可以读取的表格：属性面板读取从 rc-table 或 @rc-component/table 导入的 Table 或 VirtualTable。`,
  unreadable: (file) => `${file} 现在无法解析，改好代码后属性面板会重新读取它。`,
  spread: (text) => `表格上的 ${text} 可能设置任何属性，代码中的值以它为准。`,
  setInCode: '在代码中设置',
  notSet: '不设置',
  defaultValue: (value) => `默认 ${value}`,
  apiLink: 'API',
  apiLinkLabel: (name) => `查看 ${name} 的 API 说明`,
  notAccepted: (text) => `“${text}”不是这个属性接受的值。`,
  reset: '恢复原始代码',
  notes: {
    sticky: '表头在页面（或 getContainer 返回的容器）滚过表格时粘住；表格没有比窗口高，就看不出效果。设置了 scroll.y 的表格在自己的滚动区域里表头本来就固定。',
    'scroll.y': '设置后表头固定，表格主体在它下方滚动，最高为这个高度。',
    'scroll.x': '内容比表格宽时才会横向滚动；固定列只在可以横向滚动时粘住。',
    expandable: '只有能展开的行才显示这些设置：示例需要 expandedRowRender，或带 children 的行数据。',
  },
  noEffect: '无效果',
  newerThanPicked: (version) => `${version} 还没有`,
};
