/**
 * Pure parts of `scripts/check-sandbox-exports.ts`, which installs, type-checks, builds and opens every
 * demo's export: the payloads the two buttons send, and how demos share one install.
 */
import type { DemoEntry } from '../registry/types';
import { codeSandboxDefinition } from './codesandbox';
import { ENTRY_FILE, type ProjectFiles, type SandboxInput } from './project';
import { stackBlitzProject } from './stackblitz';
import type { SandboxPackages } from './versions';

/** The buttons' input for a registry demo: its own files (`index.tsx` as edited, if given) and pinned packages. */
export function demoSandboxInput(demo: DemoEntry, packages: SandboxPackages, editedEntry?: string): SandboxInput {
  const files: Record<string, string> = {};
  for (const [name, dependency] of Object.entries(demo.asset.dependencies)) {
    if (dependency.type === 'FILE') files[name] = dependency.value;
  }
  if (editedEntry !== undefined) files[ENTRY_FILE] = editedEntry;
  return { title: demo.asset.title, description: demo.asset.description, files, packages };
}

/** What each button sends, built by the same functions the buttons call. */
export interface SentExport {
  /** StackBlitz's `files`: the project as it lands on disk. */
  files: ProjectFiles;
  /** The CodeSandbox define API body, before `getParameters` encodes it. */
  codeSandbox: ReturnType<typeof codeSandboxDefinition>;
}

/** CodeSandbox's own file: the `node` template setting. Every other file must be StackBlitz's, byte for byte. */
const CODESANDBOX_ONLY = 'sandbox.config.json';

/**
 * Both payloads of an export; throws, naming the first file that differs, when CodeSandbox and StackBlitz
 * would not get the same project.
 */
export function sentExport(input: SandboxInput): SentExport {
  const { files } = stackBlitzProject(input);
  const codeSandbox = codeSandboxDefinition(input);
  const names = new Set([...Object.keys(files), ...Object.keys(codeSandbox.files).filter((name) => name !== CODESANDBOX_ONLY)]);
  for (const name of [...names].sort()) {
    if (files[name] !== codeSandbox.files[name]?.content) throw new Error(`CodeSandbox and StackBlitz get different ${name}`);
  }
  return { files, codeSandbox };
}

/** The part of package.json an install depends on; demos with equal keys share one `node_modules`. */
export function dependencySetKey(files: ProjectFiles): string {
  const { dependencies, devDependencies } = JSON.parse(files['package.json']) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  return JSON.stringify({ dependencies, devDependencies });
}

/** What one install serves: the projects of a line, and the union of what their package.json files declare. */
export interface InstallGroup<T> {
  line: string;
  projects: T[];
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/**
 * The projects by line, in first-seen order, each line installed once with every package its projects declare: a
 * line pins each package to the one version the site installs, so the union is every project's install at once. Two
 * versions of a package on one line would not be, and throw, naming it. (That each project declares all it imports,
 * so that the union hides nothing a visitor's own install would lack, is `undeclaredImports`.)
 */
export function installGroups<T extends { line: string; files: ProjectFiles }>(exports: readonly T[]): Array<InstallGroup<T>> {
  const groups = new Map<string, InstallGroup<T>>();
  for (const item of exports) {
    const group = groups.get(item.line) ?? { line: item.line, projects: [], dependencies: {}, devDependencies: {} };
    groups.set(item.line, group);
    group.projects.push(item);
    const declared = JSON.parse(item.files['package.json']) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    for (const kind of ['dependencies', 'devDependencies'] as const) {
      for (const [name, version] of Object.entries(declared[kind] ?? {})) {
        const known = group[kind][name];
        if (known !== undefined && known !== version) throw new Error(`the ${item.line} exports pin ${name} at both ${known} and ${version}`);
        group[kind][name] = version;
      }
    }
  }
  return [...groups.values()];
}

/**
 * The exports the check builds: every one `inFull` names (the current line's, but for the compatibility matrix's
 * demos), and of the rest the first of each dependency set per line and group, so every package combination is still
 * installed, type-checked, built and opened, at a fraction of the time (docs/lines-and-editions.md: the sandbox check
 * samples the 7.x line). `group` keeps a sampled group's sets apart from the others'.
 */
export function exportsToCheck<T extends { line: string; files: ProjectFiles }>(
  exports: readonly T[],
  inFull: (item: T) => boolean,
  group: (item: T) => string = () => '',
): T[] {
  const seen = new Set<string>();
  return exports.filter((item) => {
    if (inFull(item)) return true;
    const key = `${item.line}\n${group(item)}\n${dependencySetKey(item.files)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A visible edit of a demo entry, as a visitor would make in the code panel: the first column `title`
 * string becomes `text`. Undefined when the entry has no such string.
 */
export function editFirstTitle(source: string, text: string): string | undefined {
  const pattern = /title: (['"])(?:(?!\1).)*\1/;
  if (!pattern.test(source)) return undefined;
  return source.replace(pattern, `title: ${JSON.stringify(text)}`);
}
