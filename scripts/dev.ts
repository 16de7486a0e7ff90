/**
 * `npm run dev`: keeps the registry current while `next dev` serves the site on port 3000, on loopback only unless a
 * `--hostname` is given (lib/dev-host.ts).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { nextDevArgs } from '../lib/dev-host';

const root = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

const registry = spawn(bin('tsx'), [path.join(root, 'scripts/build-registry.ts'), '--watch'], { stdio: 'inherit' });
registry.once('spawn', () => {
  const next = spawn(bin('next'), nextDevArgs(process.argv.slice(2)), { stdio: 'inherit', cwd: root });
  const stop = () => {
    registry.kill();
    next.kill();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  next.on('exit', (code) => {
    registry.kill();
    process.exit(code ?? 0);
  });
});
