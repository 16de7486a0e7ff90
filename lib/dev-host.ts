/**
 * Where `npm run dev` (scripts/dev.ts) listens. Next's own default is every interface, which lets anyone on the
 * author's network reach the dev server's endpoints (its editor launcher answers whether a file exists), so the
 * default here is loopback; `npm run dev -- --hostname 0.0.0.0` still listens wider (docs/contributing.md).
 * 127.0.0.1 rather than `localhost`: one address, whichever `localhost` names first on the machine; browsers asked
 * for http://localhost:3000 try its next address when ::1 refuses, so the README's address holds either way.
 */
export const DEV_HOSTNAME = '127.0.0.1';

/** `next dev`'s arguments: those given to `npm run dev`, with `--hostname 127.0.0.1` first unless they name one. */
export function nextDevArgs(given: readonly string[]): string[] {
  const named = given.some((arg) => arg === '--hostname' || arg === '-H' || arg.startsWith('--hostname=') || /^-H\S/.test(arg));
  return ['dev', ...(named ? [] : ['--hostname', DEV_HOSTNAME]), ...given];
}
