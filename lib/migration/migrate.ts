import { applyEdits } from '../markdown/source-edits';
import { indexNodes } from './ast';
import { DEFAULT_PREFIX } from './class-names';
import { rewriteStylesheet } from './css';
import { detectLanguage, readsAsStylesheet } from './detect';
import { movedPackages, tablePackages } from './packages';
import { parseScript, type ParseScript } from './parse';
import { Report } from './report';
import { prefixesSet, rewriteScriptClasses } from './rules/class-names';
import type { ScriptContext } from './rules/context';
import { flagExpandIcon } from './rules/expand-icon';
import { rewriteFixed } from './rules/fixed';
import { importsTable, rewriteImports } from './rules/imports';
import { flagLegacyReact } from './rules/react-version';
import { flagScrollTo } from './rules/scroll-to';
import type { Finding, MigrationNotice, MigrationResult, SourceLanguage } from './types';

export interface MigrateOptions {
  /** Babel's parser (see `parse.ts`); only scripts need it. */
  parse: ParseScript;
  /** What the code is; `auto` tells by how it starts, and reads a script that does not parse as a stylesheet if it looks like one. */
  language?: SourceLanguage | 'auto';
}

const byPosition = (a: Finding, b: Finding) => a.line - b.line || a.column - b.column;

/** Why nothing changed: nothing pasted, no table in sight, or code that is already 1.x. */
function noticeFor(code: string, report: Report, mentionsCurrent: boolean): MigrationNotice | undefined {
  if (code.trim() === '') return 'empty';
  if (report.changes.length > 0 || report.warnings.length > 0) return undefined;
  return mentionsCurrent ? 'already-current' : 'no-table';
}

function migrateStylesheet(code: string): MigrationResult {
  const report = new Report(code);
  const { to } = tablePackages();
  rewriteStylesheet(report, code, movedPackages());
  return finish(code, 'css', report, code.includes(to), []);
}

function finish(code: string, language: SourceLanguage, report: Report, mentionsCurrent: boolean, imports: string[]): MigrationResult {
  const notice = noticeFor(code, report, mentionsCurrent);
  return {
    ok: true,
    language,
    code: applyEdits(code, report.edits),
    changes: [...report.changes].sort(byPosition),
    warnings: [...report.warnings].sort(byPosition),
    ...(notice ? { notice } : {}),
    imports,
  };
}

/**
 * Rewrites rc-table 7.x code (TSX, JSX, TS, JS, or a stylesheet) for @rc-component/table 1.x: the guide's rules,
 * each a function over the parsed code, make their edits by source position, so everything they do not touch
 * (formatting, comments) stays as it was. Returns the new code, each change with its line and rule, and
 * warnings for what cannot be changed safely; or the syntax error that stopped it.
 */
export function migrate(code: string, options: MigrateOptions): MigrationResult {
  const language = options.language === undefined || options.language === 'auto' ? detectLanguage(code) : options.language;
  if (language === 'css') return migrateStylesheet(code);

  const parsed = parseScript(options.parse, code);
  if (!parsed.ok) {
    if (options.language !== 'script' && readsAsStylesheet(code)) return migrateStylesheet(code);
    return { ok: false, language, error: parsed.error };
  }
  const table = tablePackages();
  const report = new Report(code);
  const context: ScriptContext = {
    code,
    index: indexNodes(parsed.ast.program),
    report,
    moves: movedPackages(),
    table,
    usesTable: false,
    classPrefixes: [DEFAULT_PREFIX],
    specifiers: new Set(),
    runtimeImports: [],
  };
  context.usesTable = importsTable(context);
  for (const prefix of prefixesSet(context)) if (!context.classPrefixes.includes(prefix)) context.classPrefixes.push(prefix);

  rewriteImports(context);
  rewriteFixed(context);
  flagExpandIcon(context);
  rewriteScriptClasses(context);
  flagScrollTo(context);
  flagLegacyReact(context);

  const mentionsCurrent = context.runtimeImports.some((name) => name === table.to || name.startsWith(`${table.to}/`)) || code.includes(table.to);
  return finish(code, language, report, mentionsCurrent, context.runtimeImports);
}
