import type { RuleId } from '@/lib/migration';
import { fromLine } from '@/lib/migration/packages';
import type { Registry } from '@/lib/registry/types';
import { migrated as migrateFile } from '../run';

/** A demo's own files by name (`index.tsx`, `style.css`), as the registry holds them. */
export type DemoFiles = Readonly<Record<string, string>>;

/** One 7.x demo: its sources as published, and the same files through the assistant. */
export interface ProofDemo {
  name: string;
  original: DemoFiles;
  migrated: DemoFiles;
  /** The rules that changed or warned about something in any of its files. */
  rules: ReadonlySet<RuleId>;
}

/** One file through the migration tests' own call (`run.ts`), naming the file if it does not parse. */
function migrateOne(name: string, file: string, code: string) {
  try {
    return migrateFile(code);
  } catch (error) {
    throw new Error(`${name}/${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * Every demo of the line the assistant migrates from (7.x), each file through `migrate` with default options
 * (`language` left to the assistant's detection), as a reader pasting it file by file would, and as the other
 * migration tests call it (`run.ts`, which passes what Babel parts the assistant needs). A file that does not
 * parse throws, naming it: the proof cannot go on without its 1.x version.
 */
export function proofDemos(registry: Registry): ProofDemo[] {
  const line = fromLine();
  return Object.values(registry.demos)
    .filter((demo) => demo.line === line)
    .map((demo) => {
      const original: Record<string, string> = {};
      const migrated: Record<string, string> = {};
      const rules = new Set<RuleId>();
      for (const [file, dependency] of Object.entries(demo.asset.dependencies)) {
        if (dependency.type !== 'FILE') continue;
        original[file] = dependency.value;
        const result = migrateOne(demo.name, file, dependency.value);
        migrated[file] = result.code;
        for (const finding of [...result.changes, ...result.warnings]) rules.add(finding.rule);
      }
      return { name: demo.name, original, migrated, rules };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
