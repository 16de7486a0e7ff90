/**
 * Browser tests drive Debian's Chromium (browser downloads are impossible here). Finds it, or installs
 * it with apt when running as root; otherwise explains how to point CHROME_PATH at a Chromium binary.
 */
import { createRequire } from 'node:module';
import { aptInstall, isRoot } from './apt-install.mjs';

const { findChromium } = createRequire(import.meta.url)('./find-chromium.cjs');

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROME_PATH) {
    throw new Error(`CHROME_PATH is set to "${process.env.CHROME_PATH}", but no file exists there.`);
  }
  if (isRoot()) {
    aptInstall(['chromium'], 'browser tests drive Chromium');
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    "Chromium was not found. Install Debian's chromium package (apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome binary, then run the tests again.",
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`ensure-chromium: using ${ensureChromium()}`);
  } catch (error) {
    console.error(`ensure-chromium: ${error.message}`);
    process.exit(1);
  }
}
