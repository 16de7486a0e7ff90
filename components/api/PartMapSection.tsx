import partKeys from '@/.generated/part-keys.json';
import type { LocaleId } from '@/lib/i18n/locales';
import type { LineId } from '@/lib/lines/lines';
import { apiToolsMessagesFor } from '@/lib/messages/api-tools';
import { InlineText } from './InlineText';
import { PartMapLoader } from './ApiIslands';
import styles from './PartMap.module.css';

/** The map's id, for links to it. */
const PART_MAP_ID = 'api-part-map';

/**
 * `<PartMap />` in MDX, under the Table's API table: what the map does, and the button that loads it. The keys are
 * those the line's declarations give `classNames` (`.generated/part-keys.json`); a line without them maps the
 * class names its table sets.
 */
export function PartMapSection({ locale, line }: { locale: LocaleId; line: LineId }) {
  const messages = apiToolsMessagesFor(locale);
  const keys = (partKeys as Record<LineId, string[]>)[line] ?? [];
  return (
    <section id={PART_MAP_ID} className={styles.section} aria-labelledby={`${PART_MAP_ID}-title`}>
      <p id={`${PART_MAP_ID}-title`} className={styles.title}>
        {messages.partMapTitle}
      </p>
      <p>
        <InlineText text={keys.length > 0 ? messages.partMapAboutKeys : messages.partMapAboutClasses} />
      </p>
      <PartMapLoader line={line} keys={keys} />
    </section>
  );
}
