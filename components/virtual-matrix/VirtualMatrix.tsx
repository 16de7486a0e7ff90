import type { LocaleId } from '@/lib/i18n/locales';
import type { LineId } from '@/lib/lines/lines';
import { virtualMatrixMessagesFor } from '@/lib/messages/virtual-matrix';
import { virtualMatrixData } from '@/lib/source';
import { COMPONENTS, featuresOn, whyAnchor, type Verdict } from '@/lib/virtual-matrix/keys';
import { whyFeature } from '@/lib/virtual-matrix/markdown';
import styles from './VirtualMatrix.module.css';

const MARKS: Record<Verdict, string> = { works: '✓', caveat: '!', no: '✕' };

/**
 * `<VirtualMatrix />` on the compatibility page: each feature against `Table` and `VirtualTable`, as the browser
 * check last decided them on the page's line (`content/virtual-matrix/<line>.json`). A cell opens the feature's demo
 * on this page; a VirtualTable cell that is not `works` also links its explanation (`<Why>`).
 */
export function VirtualMatrix({ locale, line }: { locale: LocaleId; line: LineId }) {
  const messages = virtualMatrixMessagesFor(locale);
  const run = virtualMatrixData.lines[line];
  const features = featuresOn(virtualMatrixData.features, line);
  const count = (verdict: Verdict) => features.filter((feature) => run.cells[feature.id].VirtualTable.verdict === verdict).length;
  return (
    <>
      <p className={styles.summary}>{messages.summary(count('works'), count('caveat'), count('no'))}</p>
      <div role="group" className={styles.frame} aria-label={messages.caption(run.package, run.version)} tabIndex={0}>
        <table className={styles.matrix}>
          <caption>{messages.caption(run.package, run.version)}</caption>
          <thead>
            <tr>
              <th scope="col">{messages.featureHeader}</th>
              {COMPONENTS.map((component) => (
                <th key={component} scope="col">
                  <code>{component}</code>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {features.map((feature) => {
              const label = feature.label[locale];
              return (
                <tr key={feature.id}>
                  <th scope="row">{label}</th>
                  {COMPONENTS.map((component) => {
                    const { verdict } = run.cells[feature.id][component];
                    return (
                      <td key={component} data-verdict={verdict}>
                        <a href={`#${feature.demo}`} className={styles[verdict]} aria-label={messages.cellLabel(label, component, messages.verdicts[verdict])}>
                          <span aria-hidden="true" className={styles.mark}>
                            {MARKS[verdict]}
                          </span>
                          {messages.verdicts[verdict]}
                        </a>
                        {verdict !== 'works' && component === 'VirtualTable' ? (
                          <>
                            {' '}
                            <a href={`#${whyAnchor(feature.id)}`} className={styles.why} aria-label={messages.whyLabel(label)}>
                              {messages.why}
                            </a>
                          </>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * `<Why feature="…" />` on the compatibility page: the heading of why a VirtualTable cell is not `works`, under the
 * anchor its cell links; the explanation follows it in the page's text.
 */
export function Why({ locale, line, feature }: { locale: LocaleId; line: LineId; feature: string }) {
  const row = whyFeature(virtualMatrixData, line, feature);
  if (typeof row === 'string') throw new Error(row);
  return <h3 id={whyAnchor(feature)}>{virtualMatrixMessagesFor(locale).whyTitle(row.label[locale])}</h3>;
}
