/**
 * Where Debian's Chromium (or CHROME_PATH) is, and how it is started; shared by the test config, the scripts and the bench.
 * The browser tests drive Chromium's headless shell (Debian's chromium-headless-shell, the same Blink of the same
 * version, without the full browser around it), which is what Playwright drives by default for headless tests: the
 * same checks ran in 30 % less time than in the full browser (every-page's 35 7.x demo pages, 124–147 s against
 * 88–100 s). Lighthouse and the bench keep the full browser, whose figures a reader's browser gives.
 */
const fs = require('node:fs');

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

function findChromium() {
  const configured = process.env.CHROME_PATH;
  if (configured) return fs.existsSync(configured) ? configured : undefined;
  return CANDIDATES.find((candidate) => fs.existsSync(candidate));
}

/** The browser the tests drive: CHROME_PATH where it is set, else the headless shell. */
function findTestChromium() {
  if (process.env.CHROME_PATH) return findChromium();
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : undefined;
}

/** Chromium's flags for the browser tests, the sandbox export check and the bench: headless here, and nothing in the background. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

module.exports = { findChromium, findTestChromium, CHROMIUM_ARGS };
