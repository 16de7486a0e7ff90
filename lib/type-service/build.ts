import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { LocaleId } from '../i18n/locales';
import { lineById, type LineId } from '../lines/lines';
import { liveLine, packagesOnLine } from '../live/line';
import { apiEntries } from '../api/entries';
import type { LineApiData } from '../api/build';
import type { ApiData } from '../api/types';
import {
  docKey,
  heavyComments,
  renamedPackage,
  withoutBlockComments,
  resolutionManifest,
  untypedModules,
  virtualPath,
  type TypeBundle,
  type TypeDocs,
} from './bundle';
import { compilerOptions, UNTYPED_FILE } from './options';

interface LineProgram {
  program: ts.Program;
  /** The program's made-up root file, which imports every package. */
  entry: string;
  /** Packages the line may import that ship no types. */
  untyped: string[];
}

/** The program a demo on `line` could build: every package it may import, and the API table's declaration files. */
function lineProgram(root: string, line: LineId, packages: Readonly<Record<string, string>>): LineProgram {
  const options = compilerOptions(ts);
  const entry = path.join(root, '__types-entry__.tsx');
  const names = Object.keys(packagesOnLine(packages, line));
  const typed = names.filter((name) => {
    const resolved = ts.resolveModuleName(name, entry, options, ts.sys).resolvedModule;
    return resolved !== undefined && /^\.d\.[cm]?ts$/.test(resolved.extension);
  });
  const source = [...typed, 'react/jsx-runtime'].map((name, index) => `import * as m${index} from '${name}';`).join('\n');
  const { package: tablePackage, types } = lineById(line);
  const apiFiles = [...new Set(apiEntries.map((entry) => path.join(root, 'node_modules', tablePackage, types, entry.file)))];
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => (file === entry ? source : readFile(file));
  host.fileExists = (file) => file === entry || ts.sys.fileExists(file);
  host.getSourceFile = (file, version, ...rest) =>
    file === entry ? ts.createSourceFile(file, source, version, true, ts.ScriptKind.TSX) : getSourceFile(file, version, ...rest);
  const program = ts.createProgram([entry, ...apiFiles], options, host);
  return { program, entry, untyped: names.filter((name) => !typed.includes(name)) };
}

/** The package folder (with a package.json) a file under node_modules belongs to. */
function packageFolder(file: string): string | undefined {
  for (let dir = path.dirname(file); dir.includes(`${path.sep}node_modules${path.sep}`); dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
  }
  return undefined;
}

/**
 * The line's type bundle: the declaration files of every package a demo on the line may import (the line table's
 * own names, through the live runner's package list), of the packages those reach, TypeScript's lib files, and the
 * package.json files module resolution reads; other lines' names of a moved package re-export this line's.
 */
function buildTypeBundle(root: string, line: LineId, { program, entry, untyped }: LineProgram): TypeBundle {
  const typescriptLib = path.dirname(ts.getDefaultLibFilePath(program.getCompilerOptions()));
  const files: Record<string, string> = {};
  const folders = new Set<string>();
  for (const source of program.getSourceFiles()) {
    if (source.fileName === entry) continue;
    const at = virtualPath(source.fileName, root, typescriptLib);
    if (at === undefined) throw new Error(`types: ${source.fileName} is outside node_modules`);
    files[at] = heavyComments(at) ? withoutBlockComments(ts, source.text) : source.text;
    const folder = at.startsWith('/node_modules/') ? packageFolder(source.fileName) : undefined;
    if (folder) folders.add(folder);
  }
  for (const folder of folders) {
    const manifest = path.join(folder, 'package.json');
    files[virtualPath(manifest, root, typescriptLib)!] = resolutionManifest(JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, unknown>);
  }
  for (const [name, installed] of Object.entries(liveLine(line).importMap)) Object.assign(files, renamedPackage(name, installed));
  files[UNTYPED_FILE] = untypedModules(untyped);
  return { files: Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) };
}

/**
 * The hover texts of the line's props in one edition: each API table row, keyed by where its prop is declared
 * (the first table that lists a declaration keeps it, so `Column` holds the props column groups share).
 */
function buildTypeDocs(root: string, line: LineId, { program }: LineProgram, api: Record<LocaleId, ApiData>): Record<LocaleId, TypeDocs> {
  const checker = program.getTypeChecker();
  const typescriptLib = path.dirname(ts.getDefaultLibFilePath(program.getCompilerOptions()));
  const { package: tablePackage, types } = lineById(line);
  const docs = Object.fromEntries(Object.keys(api).map((locale) => [locale, {} as TypeDocs])) as Record<LocaleId, TypeDocs>;
  for (const entry of apiEntries) {
    const source = program.getSourceFile(path.join(root, 'node_modules', tablePackage, types, entry.file));
    const declaration = source?.statements.find(
      (statement): statement is ts.InterfaceDeclaration | ts.TypeAliasDeclaration =>
        (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && statement.name.text === entry.typeName,
    );
    if (!declaration) continue;
    let type = checker.getTypeAtLocation(declaration.name);
    if (entry.property) {
      const owner = checker.getPropertyOfType(type, entry.property);
      if (!owner) continue;
      type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(owner, declaration));
    }
    for (const symbol of checker.getPropertiesOfType(type)) {
      for (const node of symbol.declarations ?? []) {
        const name = ts.getNameOfDeclaration(node);
        const file = virtualPath(node.getSourceFile().fileName, root, typescriptLib);
        if (!name || file === undefined) continue;
        const key = docKey(file, name.getStart());
        for (const locale of Object.keys(api) as LocaleId[]) {
          const row = api[locale][entry.id]?.find((candidate) => candidate.name === symbol.getName());
          if (row && !docs[locale][key])
            docs[locale][key] = {
              table: entry.id,
              name: row.name,
              description: row.description,
              ...(row.default ? { default: row.default } : {}),
              ...(row.since ? { since: row.since.version } : {}),
            };
        }
      }
    }
  }
  return docs;
}

/** `types/1.x.<hash>.json`: a content-hashed name, so a browser may keep the file as long as it likes. */
function hashedName(base: string, text: string): string {
  return `types/${base}.${createHash('sha256').update(text).digest('hex').slice(0, 10)}.json`;
}

/**
 * The editor's types as files: below `public/`, per line its bundle and per edition its hover texts, under
 * content-hashed names (fetched by the type worker only, so no page's first load carries them); below
 * `.generated/`, `types-files.ts`, which names them.
 */
export function typeFiles(
  root: string,
  packages: Readonly<Record<string, string>>,
  api: LineApiData,
): { generated: Record<string, string>; published: Record<string, string> } {
  const published: Record<string, string> = {};
  const urls: Record<string, { bundle: string; docs: Record<string, string> }> = {};
  const publish = (base: string, text: string) => {
    const name = hashedName(base, text);
    published[name] = text;
    return `/${name}`;
  };
  for (const line of Object.keys(api) as LineId[]) {
    const program = lineProgram(root, line, packages);
    const docs = Object.entries(buildTypeDocs(root, line, program, api[line])).map(([locale, texts]) => [
      locale,
      publish(`${line}.${locale}`, JSON.stringify(texts)),
    ]);
    urls[line] = { bundle: publish(line, JSON.stringify(buildTypeBundle(root, line, program))), docs: Object.fromEntries(docs) };
  }
  const generated = {
    'types-files.ts': [
      "import type { LocaleId } from '@/lib/i18n/locales';",
      "import type { LineId } from '@/lib/lines/lines';",
      '',
      '/** Per line, the address of the declarations its demos can reach, and per edition of the API texts of its props. */',
      `export const typeFiles: Record<LineId, { bundle: string; docs: Record<LocaleId, string> }> = ${JSON.stringify(urls, null, 1)};`,
      '',
    ].join('\n'),
  };
  return { generated, published };
}
