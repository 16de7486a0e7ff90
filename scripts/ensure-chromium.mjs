/**
 * Browser tests drive Debian's Chromium headless shell, Lighthouse and the bench its full browser (browser downloads
 * are impossible here: scripts/find-chromium.cjs says why both). Finds them, or installs them with apt when running as
 * root; otherwise explains how to install them or point CHROME_PATH at a Chromium binary (then used for everything).
 */
import { createRequire } from 'node:module';
import { aptInstall, isRoot } from './apt-install.mjs';

const { findChromium, findTestChromium } = createRequire(import.meta.url)('./find-chromium.cjs');

export function ensureChromium() {
  const found = () => {
    const full = findChromium();
    const tests = findTestChromium();
    return full && tests ? (full === tests ? full : `${tests} (tests), ${full} (Lighthouse, bench)`) : undefined;
  };
  if (found()) return found();
  if (process.env.CHROME_PATH) {
    throw new Error(`CHROME_PATH is set to "${process.env.CHROME_PATH}", but no file exists there.`);
  }
  if (isRoot()) {
    aptInstall(['chromium', 'chromium-headless-shell'], 'browser tests drive Chromium');
    if (found()) return found();
  }
  throw new Error(
    "Chromium was not found. Install Debian's chromium and chromium-headless-shell packages (apt-get install -y chromium chromium-headless-shell) or set CHROME_PATH to a Chromium or Chrome binary, then run the tests again.",
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
