import type { FrameMessages } from './types';

/** The zh-CN edition's demo frame's texts on a phone (`types.ts` says where they show). */
export const frameZhCN: FrameMessages = {
  canvasLabel: (title) => `示例“${title}”，可左右滚动`,
  scrollHint: '左右滑动查看整个示例',
  widened: (pinned) => `固定列共宽 ${pinned} 像素，几乎占满屏幕，所以这里把示例加宽了，左右滑动可以看到每一列。横屏阅读可以看到列固定在两侧的效果；`,
  widenedLink: '单独的示例页面',
  widenedEnd: '则不加宽，按代码原样排版。',
};
