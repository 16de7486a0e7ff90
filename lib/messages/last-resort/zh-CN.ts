import type { LastResortTexts } from './types';

/** The zh-CN edition's last-resort texts (`types.ts` says where they show). */
export const lastResortZhCN: LastResortTexts = {
  hint: '页面的一部分没有加载成功，可能是网络中断或站点刚刚更新。',
  retry: '重试',
  unexpectedError: '页面出错了',
};
