import { packages } from '@babel/standalone';
import { migrate, type MigrationResult, type ParseScript } from '@/lib/migration';

/** Babel's parser as the worker passes it: `@babel/standalone`'s own copy. */
export const parse: ParseScript = (code, options) => packages.parser.parse(code, options);

type Migrated = Extract<MigrationResult, { ok: true }>;

/** Migrates code that must parse; fails the test with the syntax error otherwise. */
export function migrated(code: string, language?: 'script' | 'css' | 'auto'): Migrated {
  const result = migrate(code, { parse, language });
  if (!result.ok) throw new Error(`did not parse: ${result.error.message} (${result.error.line}:${result.error.column})`);
  return result;
}

/** `message@line:column` of each finding, to compare lists at a glance. */
export function where(findings: Migrated['changes']): string[] {
  return findings.map((f) => `${f.message}@${f.line}:${f.column}`);
}
