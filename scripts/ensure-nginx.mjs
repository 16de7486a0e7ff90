/**
 * The static-host checks (e2e/static-hosts.spec.ts) serve out/ with Debian's nginx, started by the test. Finds it
 * (NGINX_PATH, or the usual places), or installs it with apt when running as root, like ensure-chromium.mjs.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const { findNginx } = createRequire(import.meta.url)('./find-nginx.cjs');

function ensure() {
  const found = findNginx();
  if (found) return found;
  if (process.env.NGINX_PATH) throw new Error(`NGINX_PATH is set to "${process.env.NGINX_PATH}", but no file exists there.`);
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log('ensure-nginx: installing Debian nginx (apt-get install -y nginx) ...');
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', 'nginx'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    const installed = findNginx();
    if (installed) return installed;
  }
  throw new Error(
    "nginx was not found. Install Debian's nginx package (apt-get install -y nginx) or set NGINX_PATH to an nginx binary, then run the tests again.",
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`ensure-nginx: using ${ensure()}`);
  } catch (error) {
    console.error(`ensure-nginx: ${error.message}`);
    process.exit(1);
  }
}
