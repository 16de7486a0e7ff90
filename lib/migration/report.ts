import type { SourceEdit } from '../markdown/source-edits';
import type { Finding, MessageId, MessageValues, RuleId } from './types';

/** 1-based line and column of each offset of a text, found by binary search over its line starts. */
function positionsOf(text: string): (offset: number) => { line: number; column: number } {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - starts[low] + 1 };
  };
}

/** Collects what the rules do to one input: the edits, the changes they explain and the warnings. */
export class Report {
  readonly edits: SourceEdit[] = [];
  readonly changes: Finding[] = [];
  readonly warnings: Finding[] = [];
  private readonly position: (offset: number) => { line: number; column: number };

  constructor(readonly code: string) {
    this.position = positionsOf(code);
  }

  private finding<K extends MessageId>(at: number, rule: RuleId, message: K, values: MessageValues[K], suggestion?: string): Finding {
    return { rule, message, values, ...this.position(at), ...(suggestion === undefined ? {} : { suggestion }) } as Finding;
  }

  /** Replaces `code.slice(start, end)` with `text`, explained by a change at `start`. */
  change<K extends MessageId>(edit: SourceEdit, rule: RuleId, message: K, values: MessageValues[K]): void {
    this.edits.push(edit);
    this.changes.push(this.finding(edit.start, rule, message, values));
  }

  /** Several edits, one statement rewritten piece by piece, explained by one change at `at`. */
  changeAt<K extends MessageId>(at: number, edits: readonly SourceEdit[], rule: RuleId, message: K, values: MessageValues[K]): void {
    this.edits.push(...edits);
    this.changes.push(this.finding(at, rule, message, values));
  }

  warn<K extends MessageId>(at: number, rule: RuleId, message: K, values: MessageValues[K], suggestion?: string): void {
    this.warnings.push(this.finding(at, rule, message, values, suggestion));
  }
}
