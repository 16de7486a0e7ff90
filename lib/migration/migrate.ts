import { applyEdits } from '../markdown/source-edits';
import { indexNodes } from './ast';
import { DEFAULT_PREFIX } from './class-changes';
import { rewriteStylesheet } from './stylesheet/rewrite';
import { detectLanguage, readsAsStylesheet } from './detect';
import { movedPackages, packagePath, tablePackages } from './packages';
import { originOf } from './origin';
import { parseScript, type ParseScript } from './parse';
import { Report } from './report';
import { prefixesSet, rewriteScriptClasses, rewriteTemplateStylesheets } from './rules/class-names';
import type { ScriptContext } from './rules/context';
import { flagExpandIcon } from './rules/expand-icon';
import { explainAntdCode } from './rules/antd';
import { rewriteFixed } from './rules/fixed';
import { rewriteFixedReaders } from './rules/fixed-readers';
import { importsTable, keepImports, rewriteImports } from './rules/imports';
import { flagLegacyReact } from './rules/react-version';
import { flagScrollTo } from './rules/scroll-to';
import { rewriteSiblingProps } from './rules/siblings';
import { flagPrefixSticky, flagSilentBreaks } from './rules/silent-breaks';
import { pathsOf, traceTableFlow, type Traverse } from './table-flow/trace';
import type { Finding, MigrationNotice, MigrationResult, SourceLanguage } from './types';

export interface MigrateOptions {
  /** Babel's parser (see `parse.ts`); only scripts need it. */
  parse: ParseScript;
  /** Babel's `traverse`, for the scopes names resolve through; only scripts need it. */
  traverse: Traverse;
  /**
   * Also move `rc-tooltip`, `rc-dropdown`, `rc-menu` and `rc-motion` to `@rc-component`. Off by default: 1.x
   * depends on none of them, they keep working beside it, and their new versions differ in props.
   */
  moveSiblings?: boolean;
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

function migrateStylesheet(code: string, moveSiblings: boolean): MigrationResult {
  const report = new Report(code);
  const { to } = tablePackages();
  const failure = rewriteStylesheet(report, code, { moves: movedPackages(), moveSiblings });
  if (failure) return { ok: false, language: 'css', error: failure };
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
  const moveSiblings = options.moveSiblings ?? false;
  if (language === 'css') return migrateStylesheet(code, moveSiblings);

  const parsed = parseScript(options.parse, code);
  if (!parsed.ok) {
    if (options.language !== 'script' && readsAsStylesheet(code)) return migrateStylesheet(code, moveSiblings);
    return { ok: false, language, error: parsed.error };
  }
  const table = tablePackages();
  const report = new Report(code);
  const index = indexNodes(parsed.ast.program);
  const paths = pathsOf(options.traverse, parsed.ast);
  const context: ScriptContext = {
    code,
    index,
    paths,
    flow: traceTableFlow(paths, [table.from, table.to]),
    origin: 'other',
    moveSiblings,
    pinned: [],
    fixedRenamed: 0,
    report,
    moves: movedPackages(),
    table,
    usesTable: false,
    classPrefixes: [DEFAULT_PREFIX],
    specifiers: new Set(),
    runtimeImports: [],
  };
  context.usesTable = importsTable(context);
  context.origin = originOf(index.nodes, [table.from, table.to], context.usesTable);
  const mentionsCurrent = () => context.runtimeImports.some((name) => packagePath(name, table.to) !== undefined) || code.includes(table.to);
  explainAntdCode(context);
  // antd's tables run on antd's own rc-table: nothing here is the rules' to change.
  if (context.origin === 'antd' || context.origin === 'antd-table') {
    keepImports(context);
    return finish(code, language, report, mentionsCurrent(), context.runtimeImports);
  }
  const prefixes = prefixesSet(context);
  for (const { prefix } of prefixes) if (!context.classPrefixes.includes(prefix)) context.classPrefixes.push(prefix);

  rewriteImports(context);
  rewriteFixed(context);
  rewriteFixedReaders(context);
  rewriteSiblingProps(context);
  flagExpandIcon(context);
  rewriteScriptClasses(context);
  rewriteTemplateStylesheets(context);
  flagScrollTo(context);
  flagLegacyReact(context);
  flagSilentBreaks(context);
  flagPrefixSticky(context, prefixes);

  return finish(code, language, report, mentionsCurrent(), context.runtimeImports);
}
