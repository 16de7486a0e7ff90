/**
 * The cross-engine suite (e2e/engines) drives Debian's Firefox ESR and WebKitGTK (WebKitWebDriver with MiniBrowser,
 * on a virtual X display). Installs what is missing with apt when running as root, else names the packages.
 * The CJK font comes first (scripts/ensure-cjk-font.mjs): webkit2gtk-driver pulls in another CJK font.
 */
import fs from 'node:fs';
import { aptInstall } from './apt-install.mjs';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Each package with the files that show it is there. */
const PACKAGES = [
  { name: 'firefox-esr', files: [FIREFOX] },
  { name: 'webkit2gtk-driver', files: ['/usr/bin/WebKitWebDriver', MINIBROWSER] },
  { name: 'xvfb', files: ['/usr/bin/xvfb-run', '/usr/bin/Xvfb'] },
];

const missing = () => PACKAGES.filter(({ files }) => !files.every((file) => fs.existsSync(file)));

/** Installs what is missing (as root); returns where the two browsers are, or throws naming what is missing. */
export function ensureEngines() {
  if (missing().length > 0)
    aptInstall(
      missing().map(({ name }) => name),
      'the Firefox and WebKit tests need them',
    );
  const still = missing();
  if (still.length > 0) throw new Error(`still missing after the install: ${still.flatMap(({ files }) => files).join(', ')}`);
  return `Firefox at ${FIREFOX}, WebKit's MiniBrowser at ${MINIBROWSER}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`ensure-engines: ${ensureEngines()}`);
  } catch (error) {
    console.error(`ensure-engines: ${error.message}`);
    process.exit(1);
  }
}
