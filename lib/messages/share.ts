import type { LocaleId } from '@/lib/i18n/locales';

/**
 * The share link's texts (components/previewer/share/): loaded with the code panel's files or with a share link's
 * notice, so no page's first load carries them.
 */
export interface ShareMessages {
  copyLink: string;
  /** The copy button's name: what the link is of. */
  copyLinkLabel: string;
  linkCopied: string;
  /** The clipboard refused: the link is shown in a field to copy by hand. */
  copyBlocked: string;
  linkField: string;
  /** The edit's link would be `chars` long, over `limit`. */
  tooLargeToShare: (chars: number, limit: number) => string;
  /** The notice's name. */
  noticeLabel: string;
  /** Where the code came from, and that it waits for Run, and why. */
  held: string;
  /** The code from a link, after Run. */
  ran: string;
  /** The notice's name, what it says before and after Run, for the migration assistant's rewrite of pasted code. */
  migrationNoticeLabel: string;
  migrationHeld: string;
  migrationRan: string;
  /** Said instead of Run when the page is inside another page's frame, which could be catching the click. */
  framed: string;
  /** The link that opens the page in a tab of its own, where Run is offered. */
  openOwnTab: string;
  run: string;
  backToOriginal: string;
  /** The demo's original files are not those the link was made from. */
  changed: string;
  /** A link of line `made` on a page of line `here`: its code is not loaded here. */
  otherLine: (made: string, here: string) => string;
  otherLineLink: (made: string) => string;
  damaged: string;
  /** A link over the limits: `chars` long, or `kib` of text once unpacked. */
  tooLarge: (chars: number, kib: number) => string;
  version: (found: string, read: number) => string;
  /** A link naming a demo this page does not have. */
  noSuchDemo: (demo: string) => string;
  dismiss: string;
}

const zhCN: ShareMessages = {
  copyLink: '复制链接',
  copyLinkLabel: '复制包含当前全部文件的链接',
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

const en: ShareMessages = {
  copyLink: 'Copy link',
  copyLinkLabel: 'Copy a link holding every file as it is now',
  linkCopied: 'Link copied',
  copyBlocked: 'The browser does not let this page write to the clipboard: copy the link from the field below.',
  linkField: 'Link to this edit',
  tooLargeToShare: (chars, limit) =>
    `This edit is too large for a link: it would be ${chars} characters long, over the limit of ${limit}. Share it through CodeSandbox or StackBlitz instead.`,
  noticeLabel: 'Code from a link',
  held: "The code in the editor comes from a shared link and has not run. Code from a link runs in this site's pages with the same rights as the site's own scripts, so it never runs by itself, not even as you edit it: read it, then press Run. The demo below is still the original.",
  ran: 'The code in the editor comes from a shared link and ran when you asked; your edits now run as you type.',
  migrationNoticeLabel: 'Code from the migration assistant',
  migrationHeld:
    "The code in the editor is the migration assistant's rewrite and has not run. Code pasted into the assistant may come from anywhere, and it runs in this site's pages with the same rights as the site's own scripts, so it never runs by itself, not even as you edit it: read it, then press Run. The demo below is still the original.",
  migrationRan: "The code in the editor is the migration assistant's rewrite and ran when you asked; your edits now run as you type.",
  framed: 'This page is shown inside a frame of another site, which could catch your click, so Run is not offered here.',
  openOwnTab: 'Open this page in a tab of its own',
  run: 'Run',
  backToOriginal: 'Back to the original',
  changed: 'This demo has changed since the link was made: the editor holds the code as it was then, which may not fit the demo as it is now.',
  otherLine: (made, here) =>
    `This link was made on a page of the ${made} line; this page shows ${here}, whose imports and API differ, so its code was not loaded here.`,
  otherLineLink: (made) => `Open it on the ${made} page`,
  damaged: "The share link in this page's address is damaged (cut short or altered), so it cannot be opened. The demo shows its original code.",
  tooLarge: (chars, kib) =>
    `The share link in this page's address is larger than this site opens (up to ${chars} characters, and ${kib} KiB of code once unpacked), so it was not opened. The demo shows its original code.`,
  version: (found, read) =>
    `This share link is in format ${found}, and this version of the site reads format ${read} only, so it was not opened. The demo shows its original code.`,
  noSuchDemo: (demo) => `The share link in this page's address is for the demo “${demo}”, which is not on this page.`,
  dismiss: 'Dismiss',
};

const byLocale: Record<LocaleId, ShareMessages> = { 'zh-CN': zhCN, en };

export function shareMessagesFor(locale: LocaleId): ShareMessages {
  return byLocale[locale];
}
