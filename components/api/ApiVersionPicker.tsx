'use client';

import { useId } from 'react';
import { isNewerThan } from '@/lib/api/versions';
import { writePickedVersion } from '@/lib/api/picked-version';
import type { LineId } from '@/lib/lines/lines';
import { useLocale } from '@/components/i18n/MessagesContext';
import { apiToolsMessagesFor } from '@/lib/messages/api-tools';
import newerStyles from './NewerMark.module.css';
import styles from './ApiVersionPicker.module.css';
import { usePickedVersion } from './usePickedVersion';

interface Props {
  line: LineId;
  packageName: string;
  /** The line's published versions, newest first. */
  versions: string[];
  /** How many API rows arrived in each version. */
  rowsSince: Record<string, number>;
}

/**
 * "I have 1.9.1": the reader's version of the line's package, remembered, marks every API row that came after it.
 * The marks are in the server's HTML, hidden; one style rule per newer version shows them, so nothing else on the
 * page changes and tables that arrive later (a soft navigation) are marked too.
 */
export function ApiVersionPicker({ line, packageName, versions, rowsSince }: Props) {
  const texts = apiToolsMessagesFor(useLocale());
  const id = useId();
  const picked = usePickedVersion(line, versions);
  const newer = picked ? versions.filter((version) => isNewerThan(version, picked)) : [];
  const count = newer.reduce((sum, version) => sum + (rowsSince[version] ?? 0), 0);
  const rule = newer.map((version) => `tr[data-since="${version}"] .${newerStyles.newer}`).join(',\n');
  return (
    <div className={styles.picker} data-api-version-picker={line}>
      <p id={`${id}-hint`} className={styles.hint}>
        {texts.apiVersionHint}
      </p>
      <label htmlFor={id}>{texts.apiVersionLabel(packageName)}</label>
      <select id={id} aria-describedby={`${id}-hint`} value={picked ?? ''} onChange={(event) => writePickedVersion(line, event.target.value || null)}>
        <option value="">{texts.apiVersionNone}</option>
        {versions.map((version) => (
          <option key={version} value={version}>
            {version}
          </option>
        ))}
      </select>
      <p role="status" className={styles.status}>
        {picked && count > 0 ? texts.apiVersionStatus(count, picked) : ''}
      </p>
      {rule && <style>{`${rule} { display: block; }`}</style>}
    </div>
  );
}
