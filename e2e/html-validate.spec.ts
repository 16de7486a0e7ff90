import { expect, test } from '@playwright/test';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { exportedPages, outDir, readPage } from './static-export';

/**
 * Every exported page validates with html-validate's recommended rules and the project's
 * .htmlvalidate.mjs, with zero errors (no browser needed).
 */
const root = path.join(__dirname, '..');
const validator = new HtmlValidate(new FileSystemConfigLoader());

function describe(page: string, message: Message): string {
  return `${page}:${message.line}:${message.column} [${message.ruleId}] ${message.message}${message.selector ? ` (${message.selector})` : ''}`;
}

/** The pages in shards, so the two test workers share them (about 65 ms of CPU a page). */
const SHARDS = 6;
const pages = exportedPages();

for (let shard = 0; shard < SHARDS; shard++) {
  test(`html-validate: exported pages, part ${shard + 1} of ${SHARDS}`, async () => {
    const mine = pages.filter((_, index) => index % SHARDS === shard);
    expect(mine.length, 'pages in this part').toBeGreaterThan(0);
    const errors: string[] = [];
    for (const page of mine) {
      const report = await validator.validateString(readPage(page), path.join(outDir, page));
      for (const result of report.results) for (const message of result.messages) errors.push(describe(page, message));
    }
    expect(errors, `${errors.length} html-validate errors in ${mine.length} pages:\n${errors.slice(0, 200).join('\n')}`).toEqual([]);
  });
}

test('the html-validate config relaxes rules only inside a demo render', async () => {
  const table = '<table><thead><tr><th></th><th scope="col">Name</th></tr></thead><tbody><tr><th>Row</th><td>1</td></tr></tbody></table>';
  const html = `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><main><div class="previewer-original"><div style="width:1px">${table}</div></div><p style="color:red">outside</p>${table}</main></body></html>`;
  const report = await validator.validateString(html, path.join(root, 'config-check.html'));
  const rules = report.results.flatMap((result) => result.messages.map((message) => message.ruleId));
  // Outside the demo: the inline style and the two <th>s without scope are errors.
  expect(rules.sort()).toEqual(['no-inline-style', 'wcag/h63', 'wcag/h63']);
});
