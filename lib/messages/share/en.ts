import type { ShareMessages } from './types';

/** The English edition's share link's texts (`types.ts` says where they show). */
export const shareEn: ShareMessages = {
  copyLink: 'Copy link',
  copyLinkLabel: 'Copy link (with every file as it is now)',
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
