/** Where Debian's Chromium (or CHROME_PATH) is; shared by the test config and ensure-chromium.mjs. */
const fs = require('node:fs');

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function findChromium() {
  const configured = process.env.CHROME_PATH;
  if (configured) return fs.existsSync(configured) ? configured : undefined;
  return CANDIDATES.find((candidate) => fs.existsSync(candidate));
}

module.exports = { findChromium };
