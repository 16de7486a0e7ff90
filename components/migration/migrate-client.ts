import { CHUNK_TIMEOUT_MS } from '@/lib/chunk-error';
import type { MigrationResult, SourceLanguage } from '@/lib/migration';
import type { MigrateRequest, MigrateResponse } from '@/lib/migration/protocol';
import { createWorkerClient, type WorkerPort } from '@/lib/worker-client';

/**
 * The page's one migration worker, started on first use (which fetches Babel inside it). A worker or a Babel
 * chunk that fails to load, and a rewrite that runs past the spec's chunk time-out, reject with a
 * `WorkerFailure`; the next request starts a fresh worker.
 */
const worker = createWorkerClient<MigrateRequest, MigrateResponse>({
  start: () => new Worker(new URL('../../workers/migrate.worker.ts', import.meta.url), { type: 'module' }) as WorkerPort,
  url: 'workers/migrate.worker.ts',
  timeoutMs: CHUNK_TIMEOUT_MS,
});

/** Loads Babel in the worker ahead of the first rewrite. */
export async function warmMigration(): Promise<void> {
  await worker.request({ type: 'warm' });
}

/** Runs the guide's rules over pasted code, off the main thread. */
export async function migrateInWorker(code: string, language: SourceLanguage | 'auto', moveSiblings: boolean): Promise<MigrationResult> {
  const response = await worker.request({ type: 'migrate', code, language, moveSiblings });
  if (response.type !== 'migrated') throw new Error('The migration worker answered a rewrite with the wrong message');
  return response.result;
}
