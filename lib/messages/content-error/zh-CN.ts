import type { ContentErrorTexts } from './types';

/** The zh-CN edition's dev overlay texts (`types.ts` says where they show). */
export const contentErrorZhCN: ContentErrorTexts = {
  title: '内容有错误',
  hint: '改好这个文件并保存，提示会自动消失；页面显示的仍是上一次成功构建的内容。',
};
