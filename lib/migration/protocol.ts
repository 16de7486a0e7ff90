import type { WorkerReply } from '../worker-client';
import type { MigrationResult, SourceLanguage } from './types';

/** Main thread → migration worker (the worker client adds each request's `id`); `warm` only loads Babel. */
export type MigrateRequest = { type: 'migrate'; code: string; language: SourceLanguage | 'auto'; moveSiblings: boolean } | { type: 'warm' };

/** Migration worker → main thread, answering the request with the same id (a caught failure is a `FailedReply`). */
export type MigrateResponse = WorkerReply & ({ type: 'migrated'; result: MigrationResult } | { type: 'warmed' });

/** Larger input is refused before it reaches the worker: a file, not a project, is what the assistant takes. */
export const MAX_INPUT_BYTES = 1024 * 1024;
