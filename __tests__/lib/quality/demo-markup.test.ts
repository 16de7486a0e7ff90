import { demoMarkup, demoRoots } from '@/lib/quality/demo-markup';
import { parseHtml } from '@/lib/quality/html-tree';

const page = (body: string) => parseHtml(`<!DOCTYPE html><html><body>${body}</body></html>`);

test('the same demo reads the same wherever React numbered its ids', () => {
  const onPage = demoRoots(page('<main><div data-demo-root><h2 id="_R_14dl5fiv5u_">Guests</h2><table aria-labelledby="_R_14dl5fiv5u_"></table></div></main>'));
  const alone = demoRoots(page('<div data-demo-root><h2 id="_R_55f_">Guests</h2><table aria-labelledby="_R_55f_"></table></div>'));
  expect(onPage).toHaveLength(1);
  expect(demoMarkup(onPage[0])).toBe(demoMarkup(alone[0]));
  expect(demoMarkup(alone[0])).toContain('id="_id1_"');
});

test('a demo that renders other markup, or ties its ids differently, reads differently', () => {
  const [a] = demoRoots(page('<div data-demo-root><label for="_R_a_-row">Row</label><input id="_R_a_-row"></div>'));
  const [b] = demoRoots(page('<div data-demo-root><label for="_R_a_-row">Row</label><input id="_R_b_-row"></div>'));
  const [c] = demoRoots(page('<div data-demo-root><label for="_R_a_-row">Rows</label><input id="_R_a_-row"></div>'));
  expect(demoMarkup(a)).not.toBe(demoMarkup(b));
  expect(demoMarkup(a)).not.toBe(demoMarkup(c));
});
