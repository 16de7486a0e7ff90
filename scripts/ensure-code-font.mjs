/**
 * Code is set in 'Liberation Mono' on Linux (`--code-font` in app/globals.css): without it each browser falls back
 * to its own `monospace`, another font in each, and the same line of code is another width in every engine.
 * Debian's Chromium only recommends fonts-liberation, so a minimal install lacks it. Installs it when it is missing
 * (as root), else fails naming the package.
 */
import { execFileSync } from 'node:child_process';
import { aptInstall } from './apt-install.mjs';

const FAMILY = 'Liberation Mono';

/** The family as fontconfig lists it; empty when it is not installed (or there is no fontconfig). */
export function codeFont() {
  try {
    return execFileSync('fc-list', [FAMILY, 'family'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

export function ensureCodeFont() {
  const found = codeFont();
  if (found) return found;
  aptInstall(['fontconfig', 'fonts-liberation'], `no ${FAMILY} (fc-list lists none)`);
  const installed = codeFont();
  if (!installed) throw new Error(`fonts-liberation is installed, yet fc-list lists no ${FAMILY}.`);
  return installed;
}
