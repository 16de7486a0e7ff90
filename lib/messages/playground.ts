import type { LocaleId } from '@/lib/i18n/locales';

/**
 * The props playground's texts (components/previewer/PropsPanel.tsx): loaded with the panel, when a code panel first
 * opens, so no page's first load carries them.
 */
export interface PlaygroundMessages {
  /** The panel's fold: "Props of <Table>". */
  title: (component: string) => string;
  loading: string;
  /** The entry file renders no table the panel can read. */
  noTable: (file: string) => string;
  /** The entry file does not parse: the controls come back when it does. */
  unreadable: (file: string) => string;
  /** A spread on the table (`{...rest}`) may set any prop. */
  spread: (text: string) => string;
  /** A value the code works out when it runs, shown in place of a control. */
  setInCode: string;
  /** A select's option for "no value in the code". */
  notSet: string;
  defaultValue: (value: string) => string;
  /** The link to the prop's row in the API tables. */
  apiLink: string;
  apiLinkLabel: (name: string) => string;
  /** A field's text the prop's type does not take. */
  notAccepted: (text: string) => string;
  /** Back to the entry file's original code. */
  reset: string;
  /** What a prop needs before it shows anything. */
  notes: Partial<Record<string, string>>;
  noEffect: string;
}

const zhCN: PlaygroundMessages = {
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
};

const en: PlaygroundMessages = {
  title: (component) => `Props of <${component}>`,
  loading: 'Loading the props panel…',
  noTable: (file) => `${file} renders no table the panel can read: it reads a Table or VirtualTable imported from rc-table or @rc-component/table.`,
  unreadable: (file) => `${file} does not parse right now; the panel reads it again once the code is fixed.`,
  spread: (text) => `${text} on the table may set any prop, and what it sets wins over the code before it.`,
  setInCode: 'Set in code',
  notSet: 'Not set',
  defaultValue: (value) => `Default ${value}`,
  apiLink: 'API',
  apiLinkLabel: (name) => `The API row of ${name}`,
  notAccepted: (text) => `“${text}” is not a value this prop takes.`,
  reset: 'Back to the original code',
  notes: {
    sticky:
      'The header sticks while the page (or the getContainer element) scrolls past the table: a table no taller than the window shows nothing. A table with scroll.y already keeps its header fixed in its own scroll box.',
    'scroll.y': 'Fixes the header: the body scrolls below it, at most this tall.',
    'scroll.x': 'The table scrolls sideways only when its content is wider; pinned columns stick only while it can.',
    expandable: 'Only rows that can expand show these: the demo needs expandedRowRender, or rows with children.',
  },
  noEffect: 'No effect',
};

const byLocale: Record<LocaleId, PlaygroundMessages> = { 'zh-CN': zhCN, en };

export function playgroundMessagesFor(locale: LocaleId): PlaygroundMessages {
  return byLocale[locale];
}
