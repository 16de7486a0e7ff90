import type { FrameMessages } from './types';

/** The English edition's demo frame's texts on a phone (`types.ts` says where they show). */
export const frameEn: FrameMessages = {
  canvasLabel: (title) => `Demo “${title}”, scrolls sideways`,
  scrollHint: 'Scroll sideways to see the whole demo',
  widened: (pinned) =>
    `The pinned columns are ${pinned} px wide, nearly this whole screen, so the demo is widened here and its frame scrolls sideways: every column can be seen. Turn your phone sideways to see the columns stay pinned; `,
  widenedLink: 'the demo on its own page',
  widenedEnd: ' is not widened, and shows it as its code lays it out.',
};
