import type { LocaleId } from '../i18n/locales';
import type { LineId } from '../lines/lines';
import { virtualMatrixMessagesFor } from '../messages/virtual-matrix';
import { COMPONENTS, featuresOn, type MatrixFeature, type VirtualMatrixFile } from './keys';

/** A pipe in a table cell would end the cell. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** `<VirtualMatrix />` in a page's Markdown copy: the summary and the matrix as a table, with the verdicts in words. */
export function virtualMatrixMarkdown(matrix: VirtualMatrixFile, locale: LocaleId, line: LineId): string {
  const messages = virtualMatrixMessagesFor(locale);
  const run = matrix.lines[line];
  const features = featuresOn(matrix.features, line);
  const count = (verdict: 'works' | 'caveat' | 'no') => features.filter((feature) => run.cells[feature.id].VirtualTable.verdict === verdict).length;
  return [
    messages.summary(count('works'), count('caveat'), count('no')),
    '',
    `| ${messages.featureHeader} | ${COMPONENTS.join(' | ')} |`,
    `| --- | ${COMPONENTS.map(() => '---').join(' | ')} |`,
    ...features.map(
      (feature) =>
        `| ${cell(feature.label[locale])} | ${COMPONENTS.map((component) => messages.verdicts[run.cells[feature.id][component].verdict]).join(' | ')} |`,
    ),
    '',
    messages.caption(run.package, run.version),
  ].join('\n');
}

/** The feature a `<Why feature="…" />` names on a line, or an error message naming what is wrong. */
export function whyFeature(matrix: VirtualMatrixFile, line: LineId, feature: string): MatrixFeature | string {
  const row = featuresOn(matrix.features, line).find((candidate) => candidate.id === feature);
  if (!row) return `<Why feature="${feature}">: no such feature on ${line} in content/virtual-matrix/features.json`;
  if (matrix.lines[line].cells[feature].VirtualTable.verdict === 'works') {
    return `<Why feature="${feature}">: VirtualTable works for it on ${line}, so there is no why to tell; remove it, or wrap it in <Line> for the lines it concerns`;
  }
  return row;
}

/** `<Why feature="…" />` in a page's Markdown copy: its heading. */
export function whyMarkdown(row: MatrixFeature, locale: LocaleId, depth: number): string {
  return `${'#'.repeat(depth)} ${virtualMatrixMessagesFor(locale).whyTitle(row.label[locale])}`;
}
