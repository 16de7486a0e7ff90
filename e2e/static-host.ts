import { test } from './fixtures';
import { README_NGINX, startNginx } from './nginx-host';
import type { StaticHost } from './no-redirect-host';

/** A host started for a group of tests: its origin, read once it has started. */
export interface StartedHost {
  readonly origin: string;
}

/**
 * Declares `body`'s tests in a group of their own, against a host started before them and stopped after. `start`
 * gets the suite's own server (`npm run preview`) for the hosts that are it.
 */
export function describeHost(name: string, start: (baseURL: string) => Promise<StaticHost>, body: (host: StartedHost) => void): void {
  test.describe(name, () => {
    let started: StaticHost | undefined;
    test.beforeAll(async ({ baseURL }) => {
      started = await start(baseURL ?? '');
    });
    test.afterAll(async () => started?.close());
    body({
      get origin() {
        if (!started) throw new Error(`${name} has not started`);
        return started.origin;
      },
    });
  });
}

/** The hosts the site's recipes set up: the preview server the suite runs against, and nginx with docs/hosting.md's configuration. */
const RECIPE_HOSTS: Array<{ name: string; start: (baseURL: string) => Promise<StaticHost> }> = [
  { name: 'npm run preview', start: async (baseURL) => ({ origin: baseURL, close: async () => undefined }) },
  { name: "nginx with docs/hosting.md's configuration", start: () => startNginx(README_NGINX) },
];

/** Declares `body`'s tests once for each host of the site's recipes. */
export function describeRecipeHosts(body: (host: StartedHost) => void): void {
  for (const { name, start } of RECIPE_HOSTS) describeHost(name, start, body);
}
