/**
 * The look every engine must share (issue 38), from the checks Firefox and WebKit run too (e2e/checks/look.ts): the
 * live editor sets code in static code's font, and the site's selects and a demo's select and number field are one
 * height and the theme's colours.
 */
import { controlChecks, editorFontCheck } from './checks/look';
import { runCheck } from './checks/playwright';
import { test } from './fixtures';

for (const check of [editorFontCheck, ...controlChecks]) test(check.name, ({ page, baseURL }) => runCheck(check, page, baseURL));
