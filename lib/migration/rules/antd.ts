import type { Node } from '@babel/types';
import { firstAntdImport } from '../origin';
import { packagePath } from '../packages';
import { startOf, type ScriptContext } from './context';

/** The table's modules the code imports, in source order, once each (`rc-table/lib/interface`, `rc-table`). */
function tableModulesImported(context: ScriptContext): { at: Node; names: string[] } | undefined {
  const names: string[] = [];
  let at: Node | undefined;
  for (const node of context.index.nodes) {
    if (node.type !== 'ImportDeclaration') continue;
    const source = node.source.value;
    if (![context.table.from, context.table.to].some((name) => packagePath(source, name) !== undefined)) continue;
    at ??= node;
    if (!names.includes(source)) names.push(source);
  }
  return at ? { at, names } : undefined;
}

/**
 * Code whose tables are antd's gets one word and no change: antd 5 runs on rc-table 7 and reads its values (`fixed:
 * 'left'`), so 1.x's names, imports or dependencies would break it. Code that renders rc-table's own table beside
 * antd's is migrated where it reaches rc-table's, and says so.
 */
export function explainAntdCode(context: ScriptContext): void {
  const antd = firstAntdImport(context.index.nodes);
  if (!antd) return;
  if (context.origin === 'antd') {
    context.report.warn(startOf(antd.at), 'fixed', 'antd-file', { from: antd.from });
  } else if (context.origin === 'antd-table') {
    const table = tableModulesImported(context);
    if (table) context.report.warn(startOf(table.at), 'package', 'antd-table-imports', { antd: antd.from, from: table.names.join('`, `') });
  } else if (context.origin === 'table') {
    context.report.warn(startOf(antd.at), 'fixed', 'antd-beside', { from: antd.from });
  }
}
