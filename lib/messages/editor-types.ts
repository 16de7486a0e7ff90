import type { LocaleId } from '@/lib/i18n/locales';

/**
 * The editor's type texts (components/previewer/live/types/): loaded with the types on the first focus of an
 * editor, so no page's first load carries them.
 */
export interface TypesMessages {
  /** The note under an editor whose file has type problems. */
  problems: (count: number) => string;
  /** That type problems never stop the demo. */
  advice: string;
  /** The button that opens the list of problems. */
  showProblems: string;
  /** How to reach the type at the caret and the problems with the keyboard, read with the editor's own hint. */
  keyboardHint: string;
  /** Ctrl-K Ctrl-I where the types know nothing of the caret's place. */
  nothingAtCaret: string;
  /** The types did not load: what failed. */
  failed: (detail: string) => string;
  retry: string;
  /** The hover's heading of the API table's text: `From the API table: Table`. */
  fromApi: (table: string) => string;
  /** Label of a prop's default value. */
  defaultValue: string;
  /** CodeMirror's own words, by their English text (its `phrases`). */
  phrases: Record<string, string>;
}

const zhCN: TypesMessages = {
  problems: (count) => `${count} 个类型问题`,
  advice: '仅供参考，示例照常运行。',
  showProblems: '查看列表',
  keyboardHint: '按 Ctrl-K Ctrl-I（Mac 上为 ⌘-K ⌘-I）显示光标处的类型说明。类型问题：按 F8 跳到下一个，按 Ctrl-Shift-M（Mac 上为 ⌘-Shift-M）列出全部。',
  nothingAtCaret: '光标处没有类型说明。',
  failed: (detail) => `类型信息没有加载：${detail}`,
  retry: '重试',
  fromApi: (table) => `API 表格：${table}`,
  defaultValue: '默认值',
  phrases: { Diagnostics: '类型问题', 'No diagnostics': '没有类型问题', close: '关闭', Completions: '补全' },
};

const en: TypesMessages = {
  problems: (count) => (count === 1 ? '1 type problem' : `${count} type problems`),
  advice: 'Advice only: the demo runs as it is.',
  showProblems: 'List them',
  keyboardHint:
    'Ctrl-K Ctrl-I (⌘-K ⌘-I on a Mac) shows the type at the caret. Type problems: F8 goes to the next, Ctrl-Shift-M (⌘-Shift-M on a Mac) lists them all.',
  nothingAtCaret: 'No type information at the caret.',
  failed: (detail) => `The types did not load: ${detail}`,
  retry: 'Retry',
  fromApi: (table) => `From the API table: ${table}`,
  defaultValue: 'Default',
  phrases: { Diagnostics: 'Type problems', 'No diagnostics': 'No type problems', close: 'Close', Completions: 'Completions' },
};

const byLocale: Record<LocaleId, TypesMessages> = { 'zh-CN': zhCN, en };

export function typesMessagesFor(locale: LocaleId): TypesMessages {
  return byLocale[locale];
}
