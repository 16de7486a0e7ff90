'use client';

import { useCallback, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CopyButton } from '@/components/code/CopyButton';
import { useHydratedMark } from '@/components/errors/HydrationSignal';
import { useLocale } from '@/components/i18n/MessagesContext';
import { InlineCode } from '@/components/mdx/InlineCode';
import { latestOnly } from '@/lib/live/latest-only';
import type { Finding, MigrationResult, SourceLanguage } from '@/lib/migration';
import { MAX_INPUT_BYTES } from '@/lib/migration/protocol';
import { explainFinding, loadFindingTexts, migrationTextsFor, type FindingTexts, type MigrationTexts } from '@/lib/messages/migration';
import { LiveDemoButton } from './LiveDemoButton';
import styles from './MigrationAssistant.module.css';

type Status =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'done'; result: MigrationResult; input: string; findings: FindingTexts }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

const LANGUAGES: readonly (SourceLanguage | 'auto')[] = ['auto', 'script', 'css'];

const runMigration = latestOnly(async ({ code, language, moveSiblings }: { code: string; language: SourceLanguage | 'auto'; moveSiblings: boolean }) =>
  (await import('./migrate-client')).migrateInWorker(code, language, moveSiblings),
);

/** The offset of a 1-based line and column in a text. */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let i = 1; i < line; i += 1) offset = text.indexOf('\n', offset) + 1;
  return offset + column - 1;
}

function FindingList({
  findings,
  texts,
  explanations,
  heading,
  onJump,
}: {
  findings: Finding[];
  texts: MigrationTexts;
  explanations: FindingTexts;
  heading: string;
  onJump: (finding: Finding) => void;
}) {
  const headingId = useId();
  if (findings.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.listHeading}>
        {heading}
      </h3>
      <ol className={styles.findings}>
        {findings.map((finding, index) => (
          <li key={index} className={styles.finding}>
            <button type="button" className={styles.position} onClick={() => onJump(finding)}>
              {texts.at(finding.line, finding.column)}
            </button>{' '}
            <span className={styles.rule}>{texts.rules[finding.rule]}</span> <InlineCode text={explainFinding(explanations, finding)} />
            {finding.suggestion && (
              <>
                <span className={styles.suggestionLabel}>{texts.suggestion}</span>
                <pre className={styles.suggestion} tabIndex={0}>
                  <code>{finding.suggestion}</code>
                </pre>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The migration assistant on the guide's page: paste rc-table 7.x code, get the 1.x code back with each change
 * and warning listed by line. The rules run in a worker that loads Babel on the first rewrite (or on the first
 * focus of the input), so the page's own load carries none of it.
 */
export function MigrationAssistant() {
  const locale = useLocale();
  const texts = migrationTextsFor(locale);
  const root = useHydratedMark<HTMLDivElement>();
  const input = useRef<HTMLTextAreaElement>(null);
  const warmed = useRef(false);
  const [language, setLanguage] = useState<SourceLanguage | 'auto'>('auto');
  const [moveSiblings, setMoveSiblings] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // How many rewrites have finished (a result, a refusal or a failure): tests wait for the next one.
  const [finished, setFinished] = useState(0);
  const ids = { input: useId(), hint: useId(), language: useId(), siblings: useId(), siblingsHint: useId(), output: useId() };

  const warm = useCallback(() => {
    if (warmed.current) return;
    warmed.current = true;
    // A failure here is not shown: the rewrite loads the same things again and shows what fails then.
    Promise.all([import('./migrate-client').then((client) => client.warmMigration()), loadFindingTexts(locale)]).catch(() => (warmed.current = false));
  }, [locale]);

  const run = useCallback(async () => {
    const code = input.current?.value ?? '';
    if (new Blob([code]).size > MAX_INPUT_BYTES) {
      setStatus({ kind: 'refused', message: texts.tooLarge(MAX_INPUT_BYTES / 1024) });
      setFinished((count) => count + 1);
      return;
    }
    setStatus({ kind: 'running' });
    try {
      const [outcome, findings] = await Promise.all([runMigration({ code, language, moveSiblings }), loadFindingTexts(locale)]);
      if (outcome.stale) return;
      setStatus({ kind: 'done', result: outcome.value, input: code, findings });
    } catch (error) {
      setStatus({ kind: 'failed', message: texts.loadFailed(error instanceof Error ? error.message : String(error)) });
    }
    setFinished((count) => count + 1);
  }, [language, locale, moveSiblings, texts]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void run();
    }
  };

  const jump = (finding: Finding) => {
    const area = input.current;
    if (!area) return;
    const offset = offsetOf(area.value, finding.line, finding.column);
    area.focus();
    area.setSelectionRange(offset, offset);
    const lineHeight = parseFloat(getComputedStyle(area).lineHeight) || 20;
    area.scrollTop = Math.max(0, (finding.line - 3) * lineHeight);
  };

  const result = status.kind === 'done' ? status.result : undefined;
  const explanations = status.kind === 'done' ? status.findings : undefined;
  const languageName = (l: SourceLanguage) => texts.languages[l];

  return (
    <div ref={root} data-island data-finished={finished} className={styles.assistant}>
      <form onSubmit={submit} className={styles.form}>
        <label htmlFor={ids.input} className={styles.label}>
          {texts.inputLabel}
        </label>
        <p id={ids.hint} className={styles.hint}>
          {texts.inputHint}
        </p>
        <textarea
          ref={input}
          id={ids.input}
          className={styles.input}
          aria-describedby={ids.hint}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          rows={14}
          onFocus={warm}
          onKeyDown={onKeyDown}
        />
        <div className={styles.controls}>
          <label htmlFor={ids.language}>{texts.languageLabel}</label>
          <select id={ids.language} value={language} onChange={(event) => setLanguage(event.target.value as SourceLanguage | 'auto')}>
            {LANGUAGES.map((value) => (
              <option key={value} value={value}>
                {texts.languages[value]}
              </option>
            ))}
          </select>
          <span className={styles.option}>
            <input
              type="checkbox"
              id={ids.siblings}
              aria-describedby={ids.siblingsHint}
              checked={moveSiblings}
              onChange={(event) => setMoveSiblings(event.target.checked)}
            />
            <label htmlFor={ids.siblings}>{texts.moveSiblings}</label>
          </span>
          <button type="submit" className={styles.run}>
            {status.kind === 'running' ? texts.running : texts.run}
          </button>
        </div>
        <p id={ids.siblingsHint} className={styles.hint}>
          {texts.moveSiblingsHint}
        </p>
      </form>

      <div className={styles.results} aria-busy={status.kind === 'running'}>
        <p role="status" className={styles.status}>
          {result?.ok ? (result.notice ? texts.notices[result.notice] : texts.summary(result.changes.length, result.warnings.length)) : ''}
        </p>
        <div role="alert">
          {result && !result.ok && (
            <p className={styles.error}>
              {result.error.kind === 'nesting' ? texts.tooDeep : texts.syntaxError({ ...result.error, language: languageName(result.language) })}
            </p>
          )}
          {(status.kind === 'refused' || status.kind === 'failed') && (
            <p className={styles.error}>
              {status.message}{' '}
              {status.kind === 'failed' && (
                <button type="button" onClick={() => void run()}>
                  {texts.retry}
                </button>
              )}
            </p>
          )}
        </div>

        {result?.ok && !result.notice && explanations && (
          <>
            <div className={styles.outputHeader}>
              <h3 id={ids.output} className={styles.listHeading}>
                {texts.outputLabel}
              </h3>
              <span className={styles.readAs}>{texts.readAs(languageName(result.language))}</span>
              <CopyButton text={() => result.code} label={texts.copyResult} />
              {result.language === 'script' && <LiveDemoButton code={result.code} imports={result.imports} texts={texts} />}
            </div>
            <pre className={styles.output} tabIndex={0} aria-labelledby={ids.output} data-migration-output>
              <code>{result.code}</code>
            </pre>
            <FindingList
              findings={result.changes}
              texts={texts}
              explanations={explanations}
              heading={texts.changesHeading(result.changes.length)}
              onJump={jump}
            />
            <FindingList
              findings={result.warnings}
              texts={texts}
              explanations={explanations}
              heading={texts.warningsHeading(result.warnings.length)}
              onJump={jump}
            />
          </>
        )}
      </div>
    </div>
  );
}
