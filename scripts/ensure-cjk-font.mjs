/**
 * Browser tests, screenshots and Lighthouse must lay out Chinese as readers' devices do. Without a CJK font the
 * browsers draw Chinese as boxes of another width, and a header that breaks on every phone fits here. Installs
 * Debian's fonts-noto-cjk when none is present (as root), else fails naming the package.
 */
import { execFileSync } from 'node:child_process';
import { aptInstall } from './apt-install.mjs';

/** The families fontconfig offers for Chinese; empty when none (or no fontconfig). */
export function chineseFonts() {
  try {
    return execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

export function ensureCjkFont() {
  const found = chineseFonts();
  if (found) return found;
  aptInstall(['fontconfig', 'fonts-noto-cjk'], 'no font covers Chinese (fc-list :lang=zh lists none)');
  const installed = chineseFonts();
  if (!installed) throw new Error('fonts-noto-cjk is installed, yet fc-list :lang=zh lists no font.');
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`ensure-cjk-font: ${ensureCjkFont().split('\n')[0]} and others`);
  } catch (error) {
    console.error(`ensure-cjk-font: ${error.message}`);
    process.exit(1);
  }
}
