import type { LocaleId } from '../i18n/locales';
import type { LineId } from '../lines/lines';
import type { SourceFile } from '../live/protocol';

/** CodeMirror's completion types (its icons), which TypeScript's kinds map to. */
export type CompletionType =
  'class' | 'constant' | 'enum' | 'function' | 'interface' | 'keyword' | 'method' | 'namespace' | 'property' | 'text' | 'type' | 'variable';

export interface CompletionItem {
  label: string;
  type: CompletionType;
  /** TypeScript's order: lower sorts first. */
  sortText: string;
  /** An optional prop, shown as `rowKey?`. */
  optional?: boolean;
}

export interface Completions {
  /** Where the word being completed starts: the completion replaces from there to the cursor. */
  from: number;
  items: CompletionItem[];
  /** Members of something (a JSX tag's props, an object's fields, `x.`): worth offering before a word is typed. */
  member: boolean;
}

export interface HoverInfo {
  from: number;
  to: number;
  /** The declaration as TypeScript prints it: `(property) TableProps<RecordType>.rowKey?: string | keyof …`. */
  signature: string;
  /** The declaration's own comment. */
  documentation: string;
  /** The API table's row of the prop, in the page's edition: the same text the table shows. */
  api?: { table: string; description: string; default?: string; since?: string };
}

/** A completion's type and, for a prop, the API table's text: what a hover over it would show. */
export type CompletionDetails = Omit<HoverInfo, 'from' | 'to'>;

export interface TypeDiagnostic {
  from: number;
  to: number;
  severity: 'error' | 'warning' | 'info';
  message: string;
}

export interface SignatureInfo {
  /** The whole signature, `useState<S>(initialState: S | (() => S)): …`. */
  label: string;
  /** The active parameter's range within `label`, if any. */
  parameter?: [number, number];
  documentation: string;
}

/** What the editor asks: every request names the page's line and edition and carries every file of the demo. */
interface Base {
  line: LineId;
  locale: LocaleId;
  files: SourceFile[];
  file: string;
}

export type TypesRequest =
  | (Base & { type: 'completions'; offset: number })
  | (Base & { type: 'hover'; offset: number })
  | (Base & { type: 'details'; offset: number; name: string })
  | (Base & { type: 'signature'; offset: number })
  | (Base & { type: 'diagnostics' });

export type TypesResponse = { id: number } & (
  | { type: 'completions'; result: Completions | null }
  | { type: 'hover'; result: HoverInfo | null }
  | { type: 'details'; result: CompletionDetails | null }
  | { type: 'signature'; result: SignatureInfo | null }
  | { type: 'diagnostics'; result: TypeDiagnostic[] }
);
