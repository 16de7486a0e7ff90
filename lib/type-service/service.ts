import type ts from 'typescript';
import type { SourceFile } from '../live/protocol';
import { docKey, type PropDoc, type TypeBundle, type TypeDocs } from './bundle';
import { compilerOptions, DEMO_ENV, DEMO_ENV_FILE, DEMO_ROOT, LIB_ROOT, UNTYPED_FILE, type TypeScript } from './options';
import type {
  CompletionDetails,
  CompletionItem,
  CompletionType,
  Completions,
  HoverInfo,
  SignatureInfo,
  TypeDiagnostic,
  TypesRequest,
  TypesResponse,
} from './protocol';

/** TypeScript's element kinds by the completion type (icon) the editor shows for them. */
const KIND_TYPES = new Map<string, CompletionType>([
  ['class', 'class'],
  ['local class', 'class'],
  ['interface', 'interface'],
  ['type', 'type'],
  ['type parameter', 'type'],
  ['primitive type', 'type'],
  ['enum', 'enum'],
  ['enum member', 'constant'],
  ['const', 'constant'],
  ['let', 'variable'],
  ['var', 'variable'],
  ['local var', 'variable'],
  ['parameter', 'variable'],
  ['alias', 'variable'],
  ['function', 'function'],
  ['local function', 'function'],
  ['method', 'method'],
  ['constructor', 'method'],
  ['property', 'property'],
  ['getter', 'property'],
  ['setter', 'property'],
  ['JSX attribute', 'property'],
  ['module', 'namespace'],
  ['external module name', 'namespace'],
  ['keyword', 'keyword'],
  ['string', 'text'],
]);

export function completionType(kind: string): CompletionType {
  return KIND_TYPES.get(kind) ?? 'variable';
}

const WORD = /[\w$]/;

/** Where the identifier that ends at `offset` starts. */
export function wordStart(text: string, offset: number): number {
  let start = offset;
  while (start > 0 && WORD.test(text[start - 1])) start -= 1;
  return start;
}

const CODE_FILE = /\.(?:tsx?|jsx?|json)$/;

/** A demo file's path in the virtual file system. */
export const demoPath = (name: string): string => DEMO_ROOT + name;

export interface TypeService {
  /** The demo's files as the reader has them now, every one, added ones included. */
  update(files: readonly SourceFile[]): void;
  completions(file: string, offset: number): Completions | null;
  hover(file: string, offset: number): HoverInfo | null;
  /** What the completion `name` offered at `offset` is: its type, and the API table's text of a prop. */
  details(file: string, offset: number, name: string): CompletionDetails | null;
  signature(file: string, offset: number): SignatureInfo | null;
  diagnostics(file: string): TypeDiagnostic[];
}

const apiOf = (row: PropDoc): NonNullable<HoverInfo['api']> => ({
  table: row.table,
  description: row.description,
  ...(row.default ? { default: row.default } : {}),
  ...(row.since ? { since: row.since } : {}),
});

const text = (typescript: TypeScript, parts: readonly ts.SymbolDisplayPart[] | undefined) => typescript.displayPartsToString(parts ? [...parts] : undefined);

/**
 * A TypeScript language service over a virtual file system: the line's declaration bundle, read-only, and the
 * demo's files below `/demo/`. `docs` are the API table's rows of the page's edition, by declaration.
 */
export function createTypeService(typescript: TypeScript, bundle: TypeBundle, docs: TypeDocs): TypeService {
  const fixed = new Map<string, string>(Object.entries(bundle.files));
  fixed.set(DEMO_ENV_FILE, DEMO_ENV);
  const folders = new Set<string>();
  for (const path of fixed.keys()) for (let at = path.lastIndexOf('/'); at > 0; at = path.lastIndexOf('/', at - 1)) folders.add(path.slice(0, at));
  const demo = new Map<string, { text: string; version: number }>();
  const snapshots = new Map<string, ts.IScriptSnapshot>();

  const read = (path: string) => demo.get(path)?.text ?? fixed.get(path);
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => compilerOptions(typescript),
    getScriptFileNames: () => [DEMO_ENV_FILE, ...(fixed.has(UNTYPED_FILE) ? [UNTYPED_FILE] : []), ...[...demo.keys()].filter((path) => CODE_FILE.test(path))],
    getScriptVersion: (path) => String(demo.get(path)?.version ?? 0),
    getScriptSnapshot: (path) => {
      const own = demo.get(path);
      if (own) return typescript.ScriptSnapshot.fromString(own.text);
      const known = snapshots.get(path);
      if (known) return known;
      const content = fixed.get(path);
      if (content === undefined) return undefined;
      const snapshot = typescript.ScriptSnapshot.fromString(content);
      snapshots.set(path, snapshot);
      return snapshot;
    },
    getCurrentDirectory: () => DEMO_ROOT,
    getDefaultLibFileName: () => `${LIB_ROOT}lib.d.ts`,
    fileExists: (path) => read(path) !== undefined,
    readFile: (path) => read(path),
    directoryExists: (path) => {
      const trimmed = path.replace(/\/$/, '');
      return trimmed === '' || folders.has(trimmed) || trimmed === DEMO_ROOT.slice(0, -1) || [...demo.keys()].some((file) => file.startsWith(`${trimmed}/`));
    },
    getDirectories: () => [],
    useCaseSensitiveFileNames: () => true,
  };
  const service = typescript.createLanguageService(host, typescript.createDocumentRegistry());

  return {
    update(files) {
      const seen = new Set<string>();
      for (const file of files) {
        const path = demoPath(file.name);
        seen.add(path);
        const known = demo.get(path);
        if (known?.text !== file.source) demo.set(path, { text: file.source, version: (known?.version ?? 0) + 1 });
      }
      for (const path of [...demo.keys()]) if (!seen.has(path)) demo.delete(path);
    },

    completions(file, offset) {
      const path = demoPath(file);
      const result = service.getCompletionsAtPosition(path, offset, { includeCompletionsWithInsertText: true, includeCompletionsForModuleExports: false });
      if (!result) return null;
      const source = read(path) ?? '';
      const from = result.optionalReplacementSpan?.start ?? wordStart(source, offset);
      const items: CompletionItem[] = result.entries.map((entry) => ({
        label: entry.name,
        type: completionType(entry.kind),
        sortText: entry.sortText,
        ...(entry.kindModifiers?.split(',').includes('optional') ? { optional: true } : {}),
      }));
      return { from, items, member: result.isMemberCompletion };
    },

    hover(file, offset) {
      const path = demoPath(file);
      const info = service.getQuickInfoAtPosition(path, offset);
      if (!info) return null;
      const definition = service.getDefinitionAtPosition(path, offset)?.find((candidate) => docs[docKey(candidate.fileName, candidate.textSpan.start)]);
      const row = definition && docs[docKey(definition.fileName, definition.textSpan.start)];
      return {
        from: info.textSpan.start,
        to: info.textSpan.start + info.textSpan.length,
        signature: text(typescript, info.displayParts),
        documentation: text(typescript, info.documentation),
        ...(row ? { api: apiOf(row) } : {}),
      };
    },

    details(file, offset, name) {
      const path = demoPath(file);
      const entry = service.getCompletionEntryDetails(path, offset, name, undefined, undefined, undefined, undefined);
      if (!entry) return null;
      const symbol = service.getCompletionEntrySymbol(path, offset, name, undefined);
      const row = symbol?.declarations
        ?.map((declaration) => {
          const declared = typescript.getNameOfDeclaration(declaration);
          return declared && docs[docKey(declaration.getSourceFile().fileName, declared.getStart())];
        })
        .find((found) => found !== undefined);
      return {
        signature: text(typescript, entry.displayParts),
        documentation: text(typescript, entry.documentation),
        ...(row ? { api: apiOf(row) } : {}),
      };
    },

    signature(file, offset) {
      const path = demoPath(file);
      const help = service.getSignatureHelpItems(path, offset, undefined);
      const item = help?.items[help.selectedItemIndex];
      // Calls only: TypeScript also answers inside a JSX tag, where the completion list already offers the props
      // (and a second tooltip over the tag would cover it).
      if (!help || !item || read(path)?.[help.applicableSpan.start - 1] !== '(') return null;
      const separator = text(typescript, item.separatorDisplayParts);
      let label = text(typescript, item.prefixDisplayParts);
      let parameter: [number, number] | undefined;
      item.parameters.forEach((each, index) => {
        if (index > 0) label += separator;
        const part = text(typescript, each.displayParts);
        if (index === help.argumentIndex) parameter = [label.length, label.length + part.length];
        label += part;
      });
      label += text(typescript, item.suffixDisplayParts);
      return { label, ...(parameter ? { parameter } : {}), documentation: text(typescript, item.documentation) };
    },

    diagnostics(file) {
      const path = demoPath(file);
      if (!CODE_FILE.test(path) || path.endsWith('.json')) return [];
      const found = [...service.getSyntacticDiagnostics(path), ...service.getSemanticDiagnostics(path)];
      return found.map((diagnostic) => {
        const from = diagnostic.start ?? 0;
        return {
          from,
          to: from + (diagnostic.length ?? 0),
          severity:
            diagnostic.category === typescript.DiagnosticCategory.Error
              ? 'error'
              : diagnostic.category === typescript.DiagnosticCategory.Warning
                ? 'warning'
                : 'info',
          message: typescript.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
        };
      });
    },
  };
}

/** The service's answer to one of the editor's requests. */
export function answer(service: TypeService, request: TypesRequest): DistributiveOmit<TypesResponse, 'id'> {
  service.update(request.files);
  switch (request.type) {
    case 'completions':
      return { type: 'completions', result: service.completions(request.file, request.offset) };
    case 'hover':
      return { type: 'hover', result: service.hover(request.file, request.offset) };
    case 'details':
      return { type: 'details', result: service.details(request.file, request.offset, request.name) };
    case 'signature':
      return { type: 'signature', result: service.signature(request.file, request.offset) };
    case 'diagnostics':
      return { type: 'diagnostics', result: service.diagnostics(request.file) };
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
