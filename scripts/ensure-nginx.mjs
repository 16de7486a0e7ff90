/**
 * The static-host checks (e2e/static-hosts.spec.ts) serve out/ with Debian's nginx, started by the test. Finds it
 * (NGINX_PATH, or the usual places), or installs it with apt when running as root (scripts/apt-install.mjs).
 */
import { createRequire } from 'node:module';
import { aptInstall } from './apt-install.mjs';

const { findNginx } = createRequire(import.meta.url)('./find-nginx.cjs');

export function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  if (process.env.NGINX_PATH) throw new Error(`NGINX_PATH is set to "${process.env.NGINX_PATH}", but no file exists there.`);
  aptInstall(['nginx'], 'the static-host tests serve the export with nginx (or set NGINX_PATH to an nginx binary)');
  const installed = findNginx();
  if (!installed) throw new Error('the nginx package is installed, yet no nginx binary is in /usr/sbin, /usr/bin or /usr/local.');
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`ensure-nginx: using ${ensureNginx()}`);
  } catch (error) {
    console.error(`ensure-nginx: ${error.message}`);
    process.exit(1);
  }
}
