import { CodeBlock } from '@/components/code/CodeBlock';
import { DEFAULT_SOURCE_LINES, type SourceRef } from '@/lib/answers/keys';

import type { LocaleId } from '@/lib/i18n/locales';
import type { LineId } from '@/lib/lines/lines';
import { answersMessagesFor } from '@/lib/messages/answers';
import { sourceExcerptOf } from '@/lib/source';
import styles from './Answers.module.css';

/**
 * `<Source file find lines />` on a page: the lines of the page's line's installed package that the registry build
 * found, under a caption naming the package, its version, the file and the line.
 */
export function SourceExcerpt({ locale, line, file, find, lines = DEFAULT_SOURCE_LINES }: Partial<SourceRef> & { locale: LocaleId; line: LineId }) {
  const excerpt = sourceExcerptOf(line, { file: file ?? '', find: find ?? '', lines });
  return (
    <figure className={styles.source} data-source-excerpt>
      <figcaption>{answersMessagesFor(locale).sourceCaption(excerpt.package, excerpt.version, excerpt.path, excerpt.start)}</figcaption>
      <CodeBlock code={excerpt.text} language="js" />
    </figure>
  );
}
