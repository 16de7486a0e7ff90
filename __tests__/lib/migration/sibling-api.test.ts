/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { SIBLING_APIS } from '@/lib/migration/sibling-api';

/**
 * The sibling packages' prop differences the assistant lists come from their own type declarations: each
 * package's props type, read with TypeScript from both installed versions, must differ by exactly the props
 * the table says were removed and added, at the versions it names.
 */
const root = process.cwd();
const probe = path.join(root, '.sibling-api-probe.ts');
const source = SIBLING_APIS.map(
  (api, i) =>
    `import type { ${api.propsType} as From${i} } from '${api.fromTypes}';\nimport type { ${api.propsType} as To${i} } from '${api.toTypes}';\n` +
    `export declare const from${i}: From${i};\nexport declare const to${i}: To${i};`,
).join('\n');

function propsOf(): { from: string[]; to: string[] }[] {
  const host = ts.createCompilerHost({});
  const readFile = host.getSourceFile;
  host.getSourceFile = (file, language) => (file === probe ? ts.createSourceFile(file, source, language) : readFile(file, language));
  const exists = host.fileExists;
  host.fileExists = (file) => file === probe || exists(file);
  const program = ts.createProgram(
    [probe],
    {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
    },
    host,
  );
  const diagnostics = ts.getPreEmitDiagnostics(program, program.getSourceFile(probe));
  if (diagnostics.length > 0) throw new Error(diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n'));
  const checker = program.getTypeChecker();
  const declared = new Map<string, ts.Type>();
  for (const statement of program.getSourceFile(probe)?.statements ?? []) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) declared.set(declaration.name.getText(), checker.getTypeAtLocation(declaration));
  }
  const names = (key: string) => {
    const type = declared.get(key);
    if (!type) throw new Error(`no declaration ${key}`);
    return checker.getPropertiesOfType(type).map((p) => p.name);
  };
  return SIBLING_APIS.map((_api, i) => ({ from: names(`from${i}`), to: names(`to${i}`) }));
}

const version = (name: string) => (JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

describe('the sibling packages’ API differences', () => {
  const props = propsOf();

  it.each(SIBLING_APIS.map((api, i) => [`${api.from} → ${api.to}`, api, i] as const))(
    '%s: the props removed and added, from both packages’ types',
    (_name, api, i) => {
      const { from, to } = props[i];
      expect(from.length).toBeGreaterThan(5);
      expect(from.filter((name) => !to.includes(name)).sort()).toEqual(Object.keys(api.removed).sort());
      expect(to.filter((name) => !from.includes(name)).sort()).toEqual([...api.added].sort());
      for (const [old, renamed] of Object.entries(api.renamed)) {
        expect(api.removed[old]).toBe(renamed);
        expect(to).toContain(renamed);
      }
      for (const instead of Object.values(api.removed)) expect(to).toContain(instead.split('.')[0]);
    },
  );

  it.each(SIBLING_APIS.map((api) => [api.from, api] as const))('%s: the versions named are the installed ones', (_name, api) => {
    expect(version(api.from)).toBe(api.fromVersion);
    expect(version(api.to)).toBe(api.toVersion);
  });
});
