import type { LocaleId } from '@/lib/i18n/locales';
import { CURRENT_LINE, lineById, type LineId } from '@/lib/lines/lines';
import { sitePath } from '@/lib/lines/paths';
import { messagesFor } from '@/lib/messages';
import { hasRoute } from '@/lib/source';
import { LineTwinLink } from './LineTwinLink';
import styles from './LineBanner.module.css';

/**
 * The banner of every page of a line that is not the current one (7.x): which version it is frozen at, who uses it,
 * which line is current, with a link to this page on the current line and, once the site has it, to the migration
 * guide (`migrationGuide` in `lib/lines/lines.ts`).
 */
export function LineBanner({ locale, line, withoutTwin }: { locale: LocaleId; line: LineId; withoutTwin: string[] }) {
  const facts = lineById(line);
  if (line === CURRENT_LINE || facts.frozenAt === undefined) return null;
  const current = lineById(CURRENT_LINE);
  const messages = messagesFor(locale);
  const migration = facts.migrationGuide === undefined ? undefined : sitePath(facts.migrationGuide, CURRENT_LINE, locale);
  return (
    <div className={styles.banner} role="note" data-line-banner={line}>
      <p>
        {messages.lineBanner({
          packageName: facts.package,
          line,
          frozenAt: facts.frozenAt,
          usedBy: facts.antd.label,
          currentPackage: current.package,
          currentLine: current.id,
        })}{' '}
        <LineTwinLink to={CURRENT_LINE} withoutTwin={withoutTwin}>
          {messages.lineBannerTwin(CURRENT_LINE)}
        </LineTwinLink>
        {migration !== undefined && hasRoute(migration) && (
          <>
            {' · '}
            <a href={migration}>{messages.lineBannerMigration}</a>
          </>
        )}
      </p>
    </div>
  );
}
