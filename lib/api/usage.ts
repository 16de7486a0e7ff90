import ts from 'typescript';
import type { ApiData } from './types';

/** One API row a demo uses. */
export interface PropUse {
  table: string;
  prop: string;
}

const TABLE_TAGS: Record<string, string> = { Table: 'Table', VirtualTable: 'Table', Column: 'Column', ColumnGroup: 'ColumnGroup' };

function tagName(node: ts.JsxOpeningLikeElement): string {
  return node.tagName.getText();
}

/**
 * The API props a demo's source uses: attributes of `<Table>`, `<VirtualTable>`, `<Column>` and
 * `<ColumnGroup>`, `scroll` / `sticky` / `expandable` object keys, and the keys of column objects
 * (object literals inside a variable named like `columns`), a group's `children` included.
 */
export function propsUsedInSource(source: string, data: ApiData): PropUse[] {
  const file = ts.createSourceFile('demo.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = new Map<string, PropUse>();
  const add = (table: string, prop: string) => {
    if (data[table]?.some((row) => row.name === prop)) found.set(`${table}.${prop}`, { table, prop });
  };
  const addObjectKeys = (table: string, node: ts.Node) => {
    if (!ts.isObjectLiteralExpression(node)) return;
    for (const property of node.properties)
      if (property.name && !ts.isComputedPropertyName(property.name)) add(table, property.name.getText().replace(/['"]/g, ''));
  };
  const visitColumns = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      addObjectKeys('Column', node);
      // Only an element of a columns array can be a group: an object a legacy `render` returns has `children` too.
      if (ts.isArrayLiteralExpression(node.parent)) addObjectKeys('ColumnGroupType', node);
    }
    ts.forEachChild(node, visitColumns);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const table = TABLE_TAGS[tagName(node)];
      if (table) {
        for (const attribute of node.attributes.properties) {
          if (!ts.isJsxAttribute(attribute)) continue;
          const name = attribute.name.getText();
          add(table, name);
          if (table === 'Table' && ['scroll', 'sticky', 'expandable'].includes(name)) {
            const value = attribute.initializer;
            if (value && ts.isJsxExpression(value) && value.expression) addObjectKeys(name, value.expression);
          }
          if (table === 'Table' && tagName(node) === 'VirtualTable') add('VirtualTable', name);
        }
      }
    }
    if (ts.isVariableDeclaration(node) && /columns/i.test(node.name.getText()) && node.initializer) visitColumns(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return [...found.values()];
}

/** Every prop the sources use, each once, in table then prop order of the API data. */
export function propsUsedInSources(sources: string[], data: ApiData): PropUse[] {
  const used = new Set(sources.flatMap((source) => propsUsedInSource(source, data)).map((use) => `${use.table}.${use.prop}`));
  return Object.entries(data).flatMap(([table, rows]) => rows.filter((row) => used.has(`${table}.${row.name}`)).map((row) => ({ table, prop: row.name })));
}
