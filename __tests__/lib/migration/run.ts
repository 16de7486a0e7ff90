import { packages } from '@babel/standalone';
import { migrate, type MigrateOptions, type MigrationResult, type ParseScript } from '@/lib/migration';
import type { Traverse } from '@/lib/migration/table-flow/trace';

/** Babel's parser as the worker passes it: `@babel/standalone`'s own copy. */
export const parse: ParseScript = (code, options) => packages.parser.parse(code, options);

/** Babel's parser and traverse, as the worker passes them. */
export const babel: Pick<MigrateOptions, 'parse' | 'traverse'> = { parse, traverse: packages.traverse.default as Traverse };

type Migrated = Extract<MigrationResult, { ok: true }>;

/** Migrates code that must parse; fails the test with the syntax error otherwise. */
export function migrated(code: string, language?: 'script' | 'css' | 'auto', options: { moveSiblings?: boolean } = {}): Migrated {
  const result = migrate(code, { ...babel, language, ...options });
  if (!result.ok) throw new Error(`did not parse: ${result.error.message} (${result.error.line}:${result.error.column})`);
  return result;
}

/** `message@line:column` of each finding, to compare lists at a glance. */
export function where(findings: Migrated['changes']): string[] {
  return findings.map((f) => `${f.message}@${f.line}:${f.column}`);
}
