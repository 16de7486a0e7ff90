/** One replacement in a text, in the shape CodeMirror's transactions take, so an editor's Undo covers it. */
export interface TextChange {
  from: number;
  to: number;
  insert: string;
}

/** Applies non-overlapping changes, each given against the original text. */
export function applyChanges(source: string, changes: readonly TextChange[]): string {
  return [...changes].sort((a, b) => b.from - a.from).reduce((text, { from, to, insert }) => text.slice(0, from) + insert + text.slice(to), source);
}
