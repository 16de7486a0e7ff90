import { expect, test } from './fixtures';
import { readRegistry } from './helpers';
import { NOT_FOUND_PAGES, sitePages } from './layout/pages';
import { PAGE_CHECKS_MS } from './limits';
import { checkPage } from './page-checks';

/**
 * `npm run test:quick`'s browser smoke: a page of every template, in both editions and on both lines, each with
 * every per-page check of the full suite (e2e/page-checks.ts: render, demos, console, axe light and dark, layout at
 * every width, drawer). The full suite (`npm test`) runs the same checks on every page.
 */
const SMOKE = [
  '/',
  '/en/changelog',
  '/demo',
  '/demo/simple',
  '/en/demo/fixed-columns',
  '/7.x/demo/expanded-row-render',
  '/en/7.x',
  '/migration',
  '/~demos/virtual-list',
  '/~demos/7.x-sticky-header',
  NOT_FOUND_PAGES[1],
];

test.use({ browserLocale: 'en-US' });
test.describe.configure({ timeout: PAGE_CHECKS_MS });

// Every standalone demo is a page here (the full suite samples them), so any may be smoked.
const pages = sitePages(readRegistry(), () => true);
for (const path of SMOKE) {
  const target = pages.find((page) => page.path === path);
  test.describe(() => {
    test.use({ allowDocument404: NOT_FOUND_PAGES.includes(path) });
    test(path, async ({ page }) => {
      expect(target, `${path} is a page of the site`).toBeDefined();
      if (!target) return;
      const problems = await checkPage(page, { ...target, audit: true, drawer: !target.standalone });
      expect(problems, `layout problems, axe violations, unreachable columns and CSP violations on ${path}`).toEqual({
        layout: [],
        light: [],
        dark: [],
        reach: [],
        csp: [],
      });
    });
  });
}
