import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './free-port';

export interface DevServer {
  origin: string;
  /** Everything the dev process printed so far, for a failing test's report. */
  output(): string;
  /** Resolves once the dev process has printed a line matching `pattern` after the call (stdout or stderr). */
  nextOutput(pattern: RegExp): Promise<string>;
  close(): Promise<void>;
}

/** Ends the dev process and everything it started (the registry watcher, next dev): they share its process group. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  return exited;
}

/**
 * Runs `npm run dev`'s script (scripts/dev.ts: the registry watcher and `next dev`) in the site at `dir`, on a
 * free port and the script's own default address (loopback), and resolves once the server is ready and the
 * registry's first build has reported.
 */
export async function startDevServer(dir: string): Promise<DevServer> {
  const port = await freePort();
  const child = spawn(path.join(dir, 'node_modules', '.bin', 'tsx'), ['scripts/dev.ts', '--port', String(port)], {
    cwd: dir,
    detached: true,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const waiters: Array<{ pattern: RegExp; resolve: (line: string) => void }> = [];
  let printed = '';
  let partial = '';
  const onData = (chunk: Buffer) => {
    printed += chunk.toString();
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      for (const waiter of waiters.filter((w) => w.pattern.test(line))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const nextOutput = (pattern: RegExp) => new Promise<string>((resolve) => waiters.push({ pattern, resolve }));

  const ready = Promise.all([nextOutput(/Ready in/), nextOutput(/^registry: /)]);
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the dev server exited with ${code}: ${printed}`))));
  await Promise.race([ready, exited]);
  return { origin: `http://127.0.0.1:${port}`, output: () => printed, nextOutput, close: () => stop(child) };
}
