import type { CSSProperties } from 'react';
import contentError from '@/.generated/content-error.json';
import type { LocaleId } from '@/lib/i18n/locales';
import { contentErrorTexts } from '@/lib/messages/content-error';
import { caretIndent, errorLocation, type ContentErrorReport } from '@/lib/registry/error-report';

const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

// Inline styles: the overlay must not add a stylesheet to the site, and it stays legible whatever the site's CSS does.
const styles = {
  backdrop: { position: 'fixed', inset: 0, zIndex: 2147483647, overflow: 'auto', padding: '8vh 16px', background: 'rgba(0, 0, 0, 0.55)' },
  panel: {
    maxWidth: 880,
    margin: '0 auto',
    padding: '20px 24px',
    borderTop: '4px solid #d1242f',
    borderRadius: 8,
    background: '#ffffff',
    color: '#1f2328',
    colorScheme: 'light',
    font: '15px/1.5 system-ui, sans-serif',
    boxShadow: '0 12px 40px rgba(0, 0, 0, 0.35)',
  },
  title: { margin: 0, fontSize: 20, color: '#b3202a' },
  location: { margin: '12px 0 4px', fontFamily: mono, fontSize: 14, fontWeight: 600 },
  reason: { margin: '0 0 12px', whiteSpace: 'pre-wrap' },
  frame: {
    margin: 0,
    padding: '12px 0',
    overflowX: 'auto',
    borderRadius: 6,
    background: '#f6f8fa',
    fontFamily: mono,
    fontSize: 13,
    lineHeight: 1.6,
    tabSize: 2,
  },
  line: { display: 'block', padding: '0 16px' },
  marked: { display: 'block', padding: '0 16px', background: '#ffebe9' },
  caret: { display: 'block', padding: '0 16px', color: '#b3202a', fontWeight: 700 },
  number: { display: 'inline-block', marginRight: 16, color: '#59636e', textAlign: 'right', userSelect: 'none' },
  hint: { margin: '12px 0 0', color: '#59636e', fontSize: 14 },
} satisfies Record<string, CSSProperties>;

/** One problem of the registry build: where it is, why, and the lines around it with a caret under its column. */
export function ContentErrorView({ report, locale }: { report: ContentErrorReport; locale: LocaleId }) {
  const texts = contentErrorTexts[locale];
  const width = `${String(report.frame.at(-1)?.number ?? 0).length}ch`;
  return (
    <div style={styles.backdrop}>
      <section role="alertdialog" aria-modal="true" aria-labelledby="content-error-title" aria-describedby="content-error-reason" style={styles.panel}>
        <h2 id="content-error-title" style={styles.title}>
          {texts.title}
        </h2>
        <p style={styles.location}>{errorLocation(report)}</p>
        <p id="content-error-reason" style={styles.reason}>
          {report.reason}
        </p>
        {report.frame.length > 0 && (
          <pre style={styles.frame}>
            <code>
              {report.frame.map((line) => (
                <span key={line.number}>
                  <span style={line.marked ? styles.marked : styles.line}>
                    <span style={{ ...styles.number, minWidth: width }}>{line.number}</span>
                    {line.text}
                  </span>
                  {line.marked && report.at && (
                    <span style={styles.caret} aria-hidden="true">
                      <span style={{ ...styles.number, minWidth: width }} />
                      {caretIndent(line.text, report.at.column)}^
                    </span>
                  )}
                </span>
              ))}
            </code>
          </pre>
        )}
        <p style={styles.hint}>{texts.hint}</p>
      </section>
    </div>
  );
}

/**
 * During `npm run dev` only (RootDocument renders it in development): the registry build's last problem over the
 * page. The build writes `.generated/content-error.json` on every run, the problem or `null`; importing it puts it
 * in the dev server's module graph, so saving a file re-renders the open page with the overlay or without it.
 */
export function ContentErrorOverlay({ locale }: { locale: LocaleId }) {
  const report = contentError as ContentErrorReport | null;
  return report ? <ContentErrorView report={report} locale={locale} /> : null;
}
