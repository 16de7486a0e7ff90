import type { ShareMessages } from './types';

/** The zh-CN edition's share link's texts (`types.ts` says where they show). */
export const shareZhCN: ShareMessages = {
  copyLink: '复制链接',
  copyLinkLabel: '复制链接（包含当前全部文件）',
  linkCopied: '已复制链接',
  copyBlocked: '浏览器不允许写入剪贴板，请从下面的输入框手动复制链接。',
  linkField: '当前修改的链接',
  tooLargeToShare: (chars, limit) => `修改太大，放不进链接：链接会有 ${chars} 个字符，上限是 ${limit}。可以改用 CodeSandbox 或 StackBlitz 分享。`,
  noticeLabel: '来自链接的代码',
  held: '编辑器里的代码来自别人分享的链接，还没有运行。链接里的代码会在本站的页面中运行，和本站自己的脚本权限相同，所以不会自动运行（编辑它也不会）：请先读一遍，再按“运行”。下面仍显示原始示例。',
  ran: '编辑器里的代码来自别人分享的链接，已按你的要求运行；之后的修改会实时运行。',
  migrationNoticeLabel: '来自迁移助手的代码',
  migrationHeld:
    '编辑器里是迁移助手改写后的代码，还没有运行。粘贴进助手的代码可能来自任何地方，而它会在本站的页面中运行，和本站自己的脚本权限相同，所以不会自动运行（编辑它也不会）：请先读一遍，再按“运行”。下面仍显示原始示例。',
  migrationRan: '编辑器里是迁移助手改写后的代码，已按你的要求运行；之后的修改会实时运行。',
  framed: '这个页面显示在另一个网站的框架里，那个网站可能会截获你的点击，所以这里不提供“运行”。',
  openOwnTab: '在新标签页中单独打开本页',
  run: '运行',
  backToOriginal: '恢复原始示例',
  changed: '这个示例在链接生成之后改过了：编辑器里是链接当时的代码，可能与现在的示例对不上。',
  otherLine: (made, here) => `这个链接是在 ${made} 版本的页面上生成的，本页是 ${here} 版本，两者的导入和 API 不同，所以没有载入它的代码。`,
  otherLineLink: (made) => `在 ${made} 版本的页面上打开`,
  damaged: '地址中的分享链接已损坏（被截断或改动过），无法打开。示例显示的是原始代码。',
  tooLarge: (chars, kib) => `地址中的分享链接超过了本站能打开的大小（链接 ${chars} 个字符以内，解压后 ${kib} KiB 以内），所以没有打开。示例显示的是原始代码。`,
  version: (found, read) => `这个分享链接使用第 ${found} 版格式，本站只能读取第 ${read} 版，所以没有打开。示例显示的是原始代码。`,
  noSuchDemo: (demo) => `地址中的分享链接属于示例“${demo}”，本页没有这个示例。`,
  dismiss: '关闭',
};
