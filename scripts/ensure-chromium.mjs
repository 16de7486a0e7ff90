/**
 * Browser tests drive Debian's Chromium (browser downloads are impossible here). Finds it, or installs
 * it with apt when running as root; otherwise explains how to point CHROME_PATH at a Chromium binary.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const { findChromium } = createRequire(import.meta.url)('./find-chromium.cjs');

function ensure() {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROME_PATH) {
    throw new Error(`CHROME_PATH is set to "${process.env.CHROME_PATH}", but no file exists there.`);
  }
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log('ensure-chromium: installing Debian chromium (apt-get install -y chromium) ...');
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    "Chromium was not found. Install Debian's chromium package (apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome binary, then run the tests again.",
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`ensure-chromium: using ${ensure()}`);
  } catch (error) {
    console.error(`ensure-chromium: ${error.message}`);
    process.exit(1);
  }
}
