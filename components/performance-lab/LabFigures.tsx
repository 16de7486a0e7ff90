import type { LocaleId } from '@/lib/i18n/locales';
import type { LineId } from '@/lib/lines/lines';
import { performanceLabMessagesFor } from '@/lib/messages/performance-lab';
import { measuredRows } from '@/lib/performance-lab/table';
import { labMeasured } from '@/lib/source';
import tableStyles from '@/components/mdx/TableFrame.module.css';

/** `<LabFigures />` on the lab's page: what `npm run bench:lab` measured on the page's line, and on what machine. */
export function LabFigures({ locale, line }: { locale: LocaleId; line: LineId }) {
  const messages = performanceLabMessagesFor(locale);
  const caption = messages.caption(labMeasured.machine, labMeasured.date);
  return (
    <div role="group" className={tableStyles.frame} aria-label={caption} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {messages.headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {measuredRows(labMeasured, line, locale).map(([component, ...figures]) => (
            <tr key={`${component} ${figures[0]}`}>
              <th scope="row">{component}</th>
              {figures.map((figure, index) => (
                <td key={messages.headers[index + 1]}>{figure}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p>{messages.settings(labMeasured.settings)}</p>
    </div>
  );
}
