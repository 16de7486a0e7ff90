import type { AnswersFile } from '../answers/keys';
import type { ApiData } from '../api/types';
import type { LocaleId } from '../i18n/locales';
import type { LineId } from '../lines/lines';
import type { PropUse } from '../api/usage';
import type { Registry } from '../registry/types';
import type { VirtualMatrixFile } from '../virtual-matrix/keys';
import type { LabMeasured } from '../performance-lab/keys';
import type { ComponentMarkdownHandlers } from './component-markdown';

/** What a page's Markdown copy is made from besides its own file. */
export interface MarkdownContext {
  /** Absolute origin of the site: every internal link becomes an absolute URL, since the copy leaves the site. */
  siteUrl: string;
  registry: Registry;
  /** The page's edition. */
  locale: LocaleId;
  /** The page's line: its demos, its demo index and its links to API rows are that line's. */
  line: LineId;
  /** The line's and edition's API rows by table id; `null` when the API parser is off, so `<API>` gives SPEC §8's message as on the page. */
  api: ApiData | null;
  /** The answers' links and source excerpts (`lib/answers/`): an answer page's threads and `<Source>` lines, a demo page's answers. */
  answers: AnswersFile;
  /** The VirtualTable compatibility matrix (`<VirtualMatrix />`, `<Why />`). */
  matrix: VirtualMatrixFile;
  /** The performance lab's measured figures (`<LabFigures />`). */
  lab: LabMeasured;
  /** Per route id, the API props its demos use (the "用到的属性" line of a demo page). */
  propsUsed: Record<string, PropUse[]>;
  /** The Markdown form of each component by name; the site's own (`componentMarkdown`) unless given. */
  components?: ComponentMarkdownHandlers;
}
