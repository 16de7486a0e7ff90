/**
 * The editor's type texts (components/previewer/live/types/): loaded with the types on the first focus of an
 * editor, so no page's first load carries them.
 */
export interface TypesMessages {
  /** The note under an editor whose file has type problems. */
  problems: (count: number) => string;
  /** That type problems never stop the demo. */
  advice: string;
  /** The button that opens the list of problems. */
  showProblems: string;
  /** How to reach the type at the caret and the problems with the keyboard, read with the editor's own hint. */
  keyboardHint: string;
  /** Ctrl-K Ctrl-I where the types know nothing of the caret's place. */
  nothingAtCaret: string;
  /** The types did not load: what failed. */
  failed: (detail: string) => string;
  retry: string;
  /** The hover's heading of the API table's text: `From the API table: Table`. */
  fromApi: (table: string) => string;
  /** Label of a prop's default value. */
  defaultValue: string;
  /** Label of the line's first version with the prop. */
  since: string;
  /** Said of a prop newer than the version the reader picked above the API tables. */
  newerThanPicked: (version: string) => string;
  /** CodeMirror's own words, by their English text (its `phrases`). */
  phrases: Record<string, string>;
}
