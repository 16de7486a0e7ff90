/** Installs Debian packages with apt when running as root (as CI does); elsewhere says what to install. */
import { execFileSync } from 'node:child_process';

let updated = false;

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Installs `packages`; throws with the command to run by hand when not root. */
export function aptInstall(packages, why) {
  if (!isRoot()) throw new Error(`${why}: install Debian's ${packages.join(', ')} (apt-get install -y ${packages.join(' ')}), then run the tests again.`);
  console.log(`apt: installing ${packages.join(', ')} (${why}) ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!updated) {
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
    updated = true;
  }
  execFileSync('apt-get', ['install', '-y', ...packages], { stdio: 'inherit', env });
}
