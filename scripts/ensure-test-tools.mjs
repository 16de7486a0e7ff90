/**
 * Everything the browser and host tests need, in one go (one `apt-get update` on a fresh machine): the CJK font first
 * (webkit2gtk-driver pulls in another CJK font), the code font, Chromium, nginx, then Firefox ESR and WebKitGTK with
 * xvfb. Each is found, or installed with apt as root, or named with how to install it. `--chromium` stops after
 * Chromium (the quick loop needs no other). Exits non-zero naming each tool that is missing.
 */
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureCjkFont } from './ensure-cjk-font.mjs';
import { ensureCodeFont } from './ensure-code-font.mjs';
import { ensureEngines } from './ensure-engines.mjs';
import { ensureNginx } from './ensure-nginx.mjs';

const TOOLS = [
  ['a CJK font', () => ensureCjkFont().split('\n')[0]],
  ['the code font', ensureCodeFont],
  ['Chromium', ensureChromium],
  ['nginx', ensureNginx],
  ['Firefox and WebKit', ensureEngines],
];

const wanted = process.argv.includes('--chromium') ? TOOLS.slice(0, 3) : TOOLS;
let missing = 0;
for (const [name, ensure] of wanted) {
  try {
    console.log(`${name}: ${ensure()}`);
  } catch (error) {
    missing += 1;
    console.error(`${name}: ${error.message}`);
  }
}
process.exit(missing > 0 ? 1 : 0);
