import type { AntdOnlyItem } from '@/lib/api/antd';
import { localeById, type LocaleId } from '@/lib/i18n/locales';
import { lineById, type LineId } from '@/lib/lines/lines';
import { apiToolsMessagesFor } from '@/lib/messages/api-tools';
import { InlineText } from './InlineText';
import styles from './AntdOnly.module.css';

/** The antd props a reader of this table will not find here, each group linked to antd's docs. */
export function AntdOnly({ id, items, line, locale }: { id: string; items: AntdOnlyItem[]; line: LineId; locale: LocaleId }) {
  const label = apiToolsMessagesFor(locale).apiAntdOnly(lineById(line).antd.label, id);
  const { colon, listSeparator } = localeById(locale).punctuation;
  const headingId = `api-antd-only-${id.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className={styles.list} aria-labelledby={headingId} data-antd-only={id}>
      <p id={headingId} className={styles.label}>
        {label}
      </p>
      <ul>
        {items.map((item) => (
          <li key={item.names[0]}>
            <a href={item.href} hrefLang={locale}>
              {item.names.map((name, index) => (
                <span key={name}>
                  {index > 0 && listSeparator}
                  <code>{name}</code>
                </span>
              ))}
            </a>
            {colon}
            <InlineText text={item.note} />
          </li>
        ))}
      </ul>
    </section>
  );
}
