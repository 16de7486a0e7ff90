/**
 * The share link's texts (components/previewer/share/): loaded with the code panel's files or with a share link's
 * notice, so no page's first load carries them.
 */
export interface ShareMessages {
  copyLink: string;
  /** The copy button's name: what the link is of, after the button's visible words (`copyLink`), which a name must hold (WCAG 2.5.3). */
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
