/** The migration guide's rules (rc-table 7.x → @rc-component/table 1.x) as one module: the assistant and the guide's tests use it alike. */
export { migrate, type MigrateOptions } from './migrate';
export type { ParseScript } from './parse';
export type { Finding, MessageId, MessageValues, MigrationNotice, MigrationResult, RuleId, SourceLanguage, SyntaxFailure } from './types';
