import type { ContentErrorTexts } from './types';

/** The English edition's dev overlay texts (`types.ts` says where they show). */
export const contentErrorEn: ContentErrorTexts = {
  title: 'Content error',
  hint: 'Fix the file and save it: this message goes away by itself. The page shows the last content that built.',
};
