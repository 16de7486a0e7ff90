/**
 * The two texts of `app/global-error.tsx`, in both editions' words at once. That boundary replaces the whole
 * document when an edition's root layout itself fails, so it has no edition provider; and it is part of every
 * page's first load, so it carries these few words instead of both dictionaries (which cost 4 KiB a page).
 */
export const lastResortTexts = {
  hint: {
    'zh-CN': '页面的一部分没有加载成功，可能是网络中断或站点刚刚更新。',
    en: 'Part of the page did not load: the network may have dropped, or the site was just updated.',
  },
  retry: { 'zh-CN': '重试', en: 'Retry' },
  unexpectedError: { 'zh-CN': '页面出错了', en: 'Something went wrong on this page' },
} as const;
