import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findNginx } from '../scripts/find-nginx.cjs';
import { freePort } from './free-port';
import type { StaticHost } from './no-redirect-host';
import { outDir } from './static-export';

/** The mime.types beside nginx's own configuration (Debian: /etc/nginx/mime.types), as a stock install has it. */
function stockMimeTypes(nginx: string): string {
  // `nginx -V` prints how it was built on stderr.
  const { stderr } = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const confPath = /--conf-path=(\S+)/.exec(stderr)?.[1] ?? '/etc/nginx/nginx.conf';
  return path.join(path.dirname(confPath), 'mime.types');
}

async function answers(origin: string): Promise<boolean> {
  try {
    await fetch(origin, { method: 'HEAD' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts nginx on a free loopback port, serving out/ with `serverDirectives` inside its server block (docs/hosting.md's
 * `include` of hosting/nginx.conf, or another setup written out), around the stock mime types. Everything it writes
 * (pid, logs, temporary files) goes to a folder of its own.
 */
export async function startNginx(serverDirectives: string): Promise<StaticHost> {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx was not found: run `node scripts/ensure-nginx.mjs` (as root it installs Debian nginx), or set NGINX_PATH');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-table-nginx-'));
  const port = await freePort();
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${path.join(dir, kind)};`).join(' ');
  const config = path.join(dir, 'nginx.conf');
  // Started as root (CI), nginx hands requests to workers of an unprivileged user, which cannot read a checkout
  // under a private home (/root is 700): every page would be 403. Its workers keep the tests' own user.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  fs.writeFileSync(
    config,
    `daemon off;
${user}
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
    include ${stockMimeTypes(nginx)};
    default_type application/octet-stream;
    access_log off;
    ${temp}
    server {
        listen 127.0.0.1:${port};
        root ${outDir};
        ${serverDirectives}
    }
}
`,
  );
  const child = spawn(nginx, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', config], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const failed = () =>
    new Error(`nginx did not start: ${fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : ''}`);
  for (;;) {
    if (child.exitCode !== null) throw failed();
    if (await answers(origin)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin,
    close: async () => {
      child.kill('SIGQUIT');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The server-block directives docs/hosting.md gives for nginx: its one file, included. */
export const README_NGINX = `include ${path.join(__dirname, '..', 'hosting', 'nginx.conf')};`;
