/** The metadata registry (SPEC §3), built once at build time and read by pages, nav and search. */

import type { LocaleId } from '../i18n/locales';
import type { LineId } from '../lines/lines';
import type { AuthoredFrontmatter } from './schema';

export type { GroupRef, Hero, NavRef } from './schema';

/** A page's frontmatter as the registry holds it: what the author wrote (`schema.ts`) plus what the build adds. */
export type Frontmatter = AuthoredFrontmatter & {
  /** Source file, relative to the project root. */
  filename: string;
  /** Milliseconds since the epoch: last git commit of the file, else its modification time. */
  lastUpdated: number;
};

export interface TocEntry {
  id: string;
  depth: number;
  title: string;
}

export interface TextEntry {
  value: string;
  /** Index of the block (paragraph, list, table, quote) the text belongs to. */
  paraId: number;
  /** Index into `toc` of the heading the text sits under; absent before the first heading. */
  tocIndex?: number;
}

export interface TabMeta {
  frontmatter: { title: string; filename: string };
  toc: TocEntry[];
  texts: TextEntry[];
}

export interface Tab {
  key: string;
  meta: TabMeta;
}

export interface PageMeta {
  frontmatter: Frontmatter;
  toc: TocEntry[];
  texts: TextEntry[];
  tabs: Tab[];
}

export interface RouteEntry {
  /**
   * The page's id: its content path without extension, relative to `content/`, with the line's folder for a line
   * other than the current one: `index`, `demo/simple`, `7.x/demo/simple`, `en/7.x/index`.
   */
  id: string;
  /** URL path: `/`, `/changelog`, `/demo/simple`, `/7.x/demo/simple`, `/en/7.x`. */
  path: string;
  /** The line of the component the page documents. */
  line: LineId;
  meta: PageMeta;
  /** Names of the demos embedded by the page (`<Demo id>`, the demo's folder and its anchor), in document order. */
  demos: string[];
}

export type Dependency = { type: 'NPM'; value: string } | { type: 'FILE'; value: string };

/** A demo's title and description in one edition. */
export interface DemoText {
  title: string;
  description: string;
}

export interface DemoAsset {
  /** The demo's name: its folder under `demos/` and its anchor on the page. */
  id: string;
  /** The source edition's (English): the sandbox export's and the standalone page's too. */
  title: string;
  description: string;
  /** The title and description each edition shows (the source edition's repeats `title` and `description`). */
  locales: Record<LocaleId, DemoText>;
  keywords: string[];
  /**
   * NPM packages keyed by name (installed version) and demo files keyed by relative path (source), as the line
   * has them: its package names, and its own file where the demo has one (`style.1.x.css` shown as `style.css`).
   */
  dependencies: Record<string, Dependency>;
}

/** One demo on one line. */
export interface DemoEntry {
  /** Its standalone page's id, unique across lines: `simple`, `7.x-simple` (`/~demos/<id>`). */
  id: string;
  /** Its folder under `demos/` and its anchor on the page, the same on every line. */
  name: string;
  line: LineId;
  /** The route of the default edition (zh-CN) that embeds the demo (another edition's is the same id under its folder, `en/`). */
  routeId: string;
  asset: DemoAsset;
}

export interface NavItem {
  title: string;
  order: number;
  activePath: string;
  link: string;
}

export interface Registry {
  routes: RouteEntry[];
  /** Every demo on every line, by standalone id. */
  demos: Record<string, DemoEntry>;
  nav: NavItem[];
  /** Other spellings of a page path (camel-case names, the old site's demo file names), on every line → the page path. */
  aliases: Record<string, string>;
}
