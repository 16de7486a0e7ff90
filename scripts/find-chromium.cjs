/** Where Debian's Chromium (or CHROME_PATH) is, and how it is started; shared by the test config, the scripts and the bench. */
const fs = require('node:fs');

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function findChromium() {
  const configured = process.env.CHROME_PATH;
  if (configured) return fs.existsSync(configured) ? configured : undefined;
  return CANDIDATES.find((candidate) => fs.existsSync(candidate));
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

module.exports = { findChromium, CHROMIUM_ARGS };
