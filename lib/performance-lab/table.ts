import type { LocaleId } from '../i18n/locales';
import type { LineId } from '../lines/lines';
import { performanceLabMessagesFor } from '../messages/performance-lab';
import type { LabMeasured } from './keys';

/** The lab's measured figures on a line as rows of texts, in the edition's number format: what the page and its Markdown copy show. */
export function measuredRows(measured: LabMeasured, line: LineId, locale: LocaleId): string[][] {
  const number = new Intl.NumberFormat(locale === 'zh-CN' ? 'zh-CN' : 'en', { maximumFractionDigits: 1 });
  const pair = (a: number, b: number) => `${number.format(a)} / ${number.format(b)}`;
  return measured.lines[line].map((run) => [
    run.component,
    number.format(run.rows),
    pair(run.firstCommit, run.firstPaint),
    pair(run.rerenderCommit, run.rerenderPaint),
    number.format(run.cellsRerendered),
    pair(run.scrollMedian, run.worstFrame),
  ]);
}

/** `<LabFigures />` in a page's Markdown copy. */
export function labFiguresMarkdown(measured: LabMeasured, line: LineId, locale: LocaleId): string {
  const messages = performanceLabMessagesFor(locale);
  return [
    messages.caption(measured.machine, measured.date),
    '',
    `| ${messages.headers.join(' | ')} |`,
    `| ${messages.headers.map(() => '---').join(' | ')} |`,
    ...measuredRows(measured, line, locale).map((row) => `| ${row.join(' | ')} |`),
    '',
    messages.settings(measured.settings),
  ].join('\n');
}
