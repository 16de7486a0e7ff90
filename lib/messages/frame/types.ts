/**
 * The demo frame's texts on a phone (components/previewer/canvas-watch.ts): loaded with its watcher, after the page,
 * so no page's first load carries them.
 */
export interface FrameMessages {
  /** The name of a frame that scrolls sideways, a stop on the keyboard path. */
  canvasLabel: (title: string) => string;
  /** The first-time hint in a frame that scrolls sideways. */
  scrollHint: string;
  /** The note over a widened demo: its text, the standalone page's link, and the text after the link. */
  widened: (pinned: number) => string;
  widenedLink: string;
  widenedEnd: string;
}
