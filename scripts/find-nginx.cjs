/** Where nginx is (NGINX_PATH, or the usual places); shared by scripts/ensure-nginx.mjs and the static-host tests. */
const fs = require('node:fs');

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx'];

function findNginx() {
  const configured = process.env.NGINX_PATH;
  if (configured) return fs.existsSync(configured) ? configured : undefined;
  return CANDIDATES.find((candidate) => fs.existsSync(candidate));
}

module.exports = { findNginx };
