/**
 * The API tables' antd column held to antd itself: antd 6 and antd 5 are development dependencies under aliases
 * (`antd-v6`, `antd-v5`), and their own type declarations say which props their Table, Column and config objects
 * take. Every row's entry in content/antd-map.json must agree with them, and every antd prop must be accounted for
 * (a row of the same name, a rename, the antd-only list, or rc's internal props), so an antd upgrade that adds,
 * drops or renames a prop fails here, naming it.
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { antdEntry, ANTD_MAP_FILE, type AntdMap } from '@/lib/api/antd';
import { extractLineApi } from '@/lib/api/build';
import { apiEntries } from '@/lib/api/entries';
import { extractApi } from '@/lib/api/extract';
import { LINE_IDS, lineById, type LineId } from '@/lib/lines/lines';

const root = path.join(__dirname, '../../..');
const map = JSON.parse(fs.readFileSync(path.join(root, ANTD_MAP_FILE), 'utf8')) as AntdMap;

/** The props antd's declarations give each table that antd types itself, and ConfigProvider's. */
interface AntdTypes {
  tables: Record<string, string[]>;
  configProvider: string[];
  /** Whether `TableProps` reaches a prop by this path (`locale.emptyText`). */
  hasPath: (dotted: string) => boolean;
  /** The names antd's table files import from the line's package: what antd passes through unchanged. */
  reexported: string[];
}

function antdTypes(antdDir: string, tablePackage: string): AntdTypes {
  const tableDir = path.join(antdDir, 'es/table');
  const file = (name: string) => path.join(tableDir, name);
  const configFile = path.join(antdDir, 'es/config-provider/index.d.ts');
  const program = ts.createProgram(
    [file('InternalTable.d.ts'), file('interface.d.ts'), file('ColumnGroup.d.ts'), file('Table.d.ts'), file('index.d.ts'), configFile],
    {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      jsx: ts.JsxEmit.ReactJSX,
    },
  );
  const checker = program.getTypeChecker();
  const declared = (fileName: string, name: string) => {
    const source = program.getSourceFile(fileName);
    const node = source?.statements.find(
      (statement): statement is ts.InterfaceDeclaration | ts.TypeAliasDeclaration =>
        (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && statement.name.text === name,
    );
    if (!node) throw new Error(`${name} is not declared in ${fileName}`);
    return { type: checker.getTypeAtLocation(node.name), at: node };
  };
  const names = (type: ts.Type) => checker.getPropertiesOfType(type).map((symbol) => symbol.getName());
  const propertyType = (owner: { type: ts.Type; at: ts.Node }, name: string) => {
    const symbol = checker.getPropertyOfType(owner.type, name);
    if (!symbol) throw new Error(`antd's type has no ${name}`);
    return checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(symbol, owner.at));
  };
  // `sticky` is `boolean | TableSticky`: the object is the table the site documents.
  const objectPart = (type: ts.Type) => (type.isUnion() ? type.types.find((part) => (part.flags & ts.TypeFlags.Object) !== 0) : type) ?? type;
  const tableProps = declared(file('InternalTable.d.ts'), 'TableProps');
  const reexported = [file('Table.d.ts'), file('index.d.ts')].flatMap((fileName) =>
    (program.getSourceFile(fileName)?.statements ?? []).flatMap((statement) => {
      const from = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
      if (!from || !ts.isStringLiteral(from) || from.text !== tablePackage) return [];
      const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : statement.exportClause;
      return bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))
        ? bindings.elements.map((element) => (element.propertyName ?? element.name).text)
        : [];
    }),
  );
  return {
    tables: {
      Table: names(tableProps.type),
      VirtualTable: names(tableProps.type),
      Column: names(declared(file('interface.d.ts'), 'ColumnType').type),
      ColumnGroup: names(declared(file('ColumnGroup.d.ts'), 'ColumnGroupProps').type),
      ColumnGroupType: names(declared(file('interface.d.ts'), 'ColumnGroupType').type),
      expandable: names(propertyType(tableProps, 'expandable')),
      scroll: names(propertyType(tableProps, 'scroll')),
      sticky: names(objectPart(propertyType(tableProps, 'sticky'))),
    },
    configProvider: names(declared(configFile, 'ConfigProviderProps').type),
    hasPath: (dotted) => {
      let owner = tableProps.type;
      for (const part of dotted.split('.')) {
        const symbol = checker.getPropertyOfType(objectPart(owner), part);
        if (!symbol) return false;
        owner = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(symbol, tableProps.at));
      }
      return true;
    },
    reexported,
  };
}

/** Tables antd takes from the line's package as they are: their props are those of the version antd ships. */
const PASSED_THROUGH: Record<string, string> = {
  Summary: 'Summary',
  'Summary.Row': 'Summary',
  'Summary.Cell': 'Summary',
  Reference: 'Reference',
  ScrollConfig: 'Reference',
};
/** Tables whose antd-only props are listed under another table (a column group takes a column's sorters and filters). */
const ANTD_ONLY_OF: Record<string, string> = { ColumnGroup: 'Column' };
/** Tables that are a part of another's props, checked row by row: their other props are the other table's. */
const ROWS_ONLY = new Set(['ColumnGroupType', 'VirtualTable']);

function problemsOf(line: LineId): string[] {
  const { antd, package: tablePackage, types } = lineById(line);
  const antdDir = path.join(root, 'node_modules', antd.devPackage);
  const facts = map.lines[line];
  const problems: string[] = [];
  const installed = (JSON.parse(fs.readFileSync(path.join(antdDir, 'package.json'), 'utf8')) as { version: string }).version;
  if (installed !== facts.antd) problems.push(`${antd.devPackage} is ${installed}, the map says ${facts.antd}`);
  // antd's own copy of the line's package: the version its users get.
  const shippedDir = [path.join(antdDir, 'node_modules', tablePackage), path.join(root, 'node_modules', tablePackage)].find((dir) => fs.existsSync(dir));
  if (!shippedDir) return [...problems, `${antd.devPackage} has no ${tablePackage}`];
  const shippedVersion = (JSON.parse(fs.readFileSync(path.join(shippedDir, 'package.json'), 'utf8')) as { version: string }).version;
  if (shippedVersion !== facts.ships) problems.push(`${antd.devPackage} ships ${tablePackage} ${shippedVersion}, the map says ${facts.ships}`);
  const shipped = extractApi(path.join(shippedDir, types), apiEntries);
  const types_ = antdTypes(antdDir, tablePackage);
  const ours = extractLineApi(root, line);

  for (const [table, rows] of Object.entries(ours)) {
    const passedThrough = PASSED_THROUGH[table];
    if (passedThrough && !types_.reexported.includes(passedThrough)) problems.push(`${table}: antd no longer takes ${passedThrough} from ${tablePackage}`);
    const antdNames = passedThrough ? shipped[table].map((prop) => prop.name) : types_.tables[table];
    const shippedNames = shipped[table]?.map((prop) => prop.name) ?? [];
    const covered = new Set<string>();
    for (const { name } of rows) {
      const entry = antdEntry(map, line, table, name);
      const where = `${table}.${name}`;
      const has = antdNames.includes(name);
      switch (entry?.kind) {
        case undefined:
        case 'changed':
          if (!has) problems.push(`${where}: ${antd.label} has no such prop, yet the map gives it the same name`);
          covered.add(name);
          break;
        case 'renamed':
          if (has) problems.push(`${where}: ${antd.label} still has the name, yet the map renames it`);
          if (!entry.antd || !types_.hasPath(entry.antd)) problems.push(`${where}: ${antd.label}'s Table has no ${entry.antd}`);
          else covered.add(entry.antd.split('.')[0]);
          break;
        case 'config-provider':
          if (!entry.antd || !types_.configProvider.includes(entry.antd)) problems.push(`${where}: ${antd.label}'s ConfigProvider has no ${entry.antd}`);
          if (has) covered.add(name);
          break;
        case 'not-exposed':
          if (has) problems.push(`${where}: ${antd.label} has the prop, yet the map says it is not exposed`);
          break;
        case 'later':
          if (has || shippedNames.includes(name)) problems.push(`${where}: ${antd.label} has it now, yet the map says ${tablePackage} ${facts.ships} lacks it`);
          break;
      }
    }
    if (ROWS_ONLY.has(table)) continue;
    const listed = (map.antdOnly[ANTD_ONLY_OF[table] ?? table] ?? [])
      .filter((group) => !group.lines || group.lines.includes(line))
      .flatMap((group) => group.names);
    const internal = map.internal[table] ?? [];
    for (const name of [...listed, ...internal]) if (!antdNames.includes(name)) problems.push(`${table}: ${antd.label} has no ${name}, which the map lists`);
    for (const name of antdNames)
      if (!covered.has(name) && !listed.includes(name) && !internal.includes(name))
        problems.push(`${table}: ${antd.label}'s ${name} is in no row, antd-only group or internal list`);
  }
  return problems;
}

describe.each(LINE_IDS)("the %s API tables' antd column against antd's installed types", (line) => {
  it('maps every row as antd declares it, and accounts for every antd prop', () => {
    expect(problemsOf(line)).toEqual([]);
  });
});
