import { runCheck } from './checks/playwright';
import { selectCheck } from './checks/select';
import { test } from './fixtures';

/**
 * What the layout rests on, checked once: the colour-mode select drawn by the site, by the check Firefox and WebKit run
 * too (e2e/checks/select.ts). Every page's own layout is probed at every width in e2e/every-page.spec.ts, on the same
 * load as its axe audit. That a CJK font is installed is the `tools` step of `npm test` (scripts/ensure-test-tools.mjs),
 * a verdict of its own, before any browser starts.
 */

test(selectCheck.name, ({ page, baseURL }) => runCheck(selectCheck, page, baseURL));
