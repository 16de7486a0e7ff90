import type { LocaleId } from '@/lib/i18n/locales';

/**
 * The demo frame's texts on a phone (components/previewer/canvas-watch.ts): loaded with its watcher, after the page,
 * so no page's first load carries them.
 */
export interface FrameMessages {
  /** The name of a frame that scrolls sideways, a stop on the keyboard path. */
  canvasLabel: (title: string) => string;
  /** The first-time hint in a frame that scrolls sideways. */
  scrollHint: string;
  /** The note over a widened demo: its text, the standalone page's link, and the text after the link. */
  widened: (pinned: number) => string;
  widenedLink: string;
  widenedEnd: string;
}

const zhCN: FrameMessages = {
  canvasLabel: (title) => `示例“${title}”，可左右滚动`,
  scrollHint: '左右滑动查看整个示例',
  widened: (pinned) => `固定列共宽 ${pinned} 像素，几乎占满屏幕，所以这里把示例加宽了，左右滑动可以看到每一列。横屏阅读可以看到列固定在两侧的效果；`,
  widenedLink: '单独的示例页面',
  widenedEnd: '则不加宽，按代码原样排版。',
};

const en: FrameMessages = {
  canvasLabel: (title) => `Demo “${title}”, scrolls sideways`,
  scrollHint: 'Scroll sideways to see the whole demo',
  widened: (pinned) =>
    `The pinned columns are ${pinned} px wide, nearly this whole screen, so the demo is widened here and its frame scrolls sideways: every column can be seen. Turn your phone sideways to see the columns stay pinned; `,
  widenedLink: 'the demo on its own page',
  widenedEnd: ' is not widened, and shows it as its code lays it out.',
};

const byLocale: Record<LocaleId, FrameMessages> = { 'zh-CN': zhCN, en };

export function frameMessagesFor(locale: LocaleId): FrameMessages {
  return byLocale[locale];
}
