import type { TypesMessages } from './types';

/** The zh-CN edition's editor's type texts (`types.ts` says where they show). */
export const typesZhCN: TypesMessages = {
  problems: (count) => `${count} 个类型问题`,
  advice: '仅供参考，示例照常运行。',
  showProblems: '查看列表',
  keyboardHint: '按 Ctrl-K Ctrl-I（Mac 上为 ⌘-K ⌘-I）显示光标处的类型说明。类型问题：按 F8 跳到下一个，按 Ctrl-Shift-M（Mac 上为 ⌘-Shift-M）列出全部。',
  nothingAtCaret: '光标处没有类型说明。',
  failed: (detail) => `类型信息没有加载：${detail}`,
  retry: '重试',
  fromApi: (table) => `API 表格：${table}`,
  defaultValue: '默认值',
  since: '引入版本',
  newerThanPicked: (version) => `你的版本（${version}）还没有`,
  phrases: { Diagnostics: '类型问题', 'No diagnostics': '没有类型问题', close: '关闭', Completions: '补全' },
};
