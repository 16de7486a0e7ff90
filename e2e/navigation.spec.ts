import { expect, test } from './fixtures';
import { expectBelowStickyHeader, gotoHydrated, messages, waitForElementHydration } from './helpers';

test.describe('sidebar drawer on a narrow screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens from the "Sidebar" button and closes on Esc, a click outside and a chosen page', async ({ page }) => {
    await gotoHydrated(page, '/demo/simple');
    const drawer = page.locator('#site-sidebar');
    const toggle = page.getByRole('button', { name: messages.sidebar, exact: true });

    // The desktop sidebar is off-screen; the header's drawer button replaces it.
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Open: the drawer shows every demo page.
    await toggle.click();
    await expect(drawer).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['示例', '基础表格', '横向滚动', '固定列']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole('link', { name: '基础表格', exact: true })).toHaveAttribute('aria-current', 'page');

    // Esc closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // A click outside the drawer (on the overlay over the main content) closes it.
    await toggle.click();
    await expect(drawer).toBeVisible();
    const overlay = page.locator('[data-sidebar-overlay]');
    await expect(overlay).toBeVisible();
    const drawerBox = await drawer.boundingBox();
    expect(drawerBox).not.toBeNull();
    const viewport = page.viewportSize();
    const outside = { x: Math.round(((drawerBox?.width ?? 300) + (viewport?.width ?? 375)) / 2), y: Math.round((viewport?.height ?? 740) / 2) };
    await page.mouse.click(outside.x, outside.y);
    await expect(drawer).toBeHidden();
    await expect(overlay).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === '/demo/simple');

    // Choosing a page navigates there and closes the drawer.
    await toggle.click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: '横向滚动', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/demo/scroll-x');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('横向滚动');
    await expect(drawer).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('anchors scroll below the sticky header', () => {
  test('a changelog version far down the page', async ({ page }) => {
    await gotoHydrated(page, '/changelog#320');
    const heading = page.locator('h2[id="320"]');
    await expect(heading).toContainText('3.2.0');
    await expectBelowStickyHeader(heading);
  });

  test('a demo previewer', async ({ page }) => {
    await gotoHydrated(page, '/demo/simple#simple');
    const section = page.locator('section[id="simple"]');
    const table = section.getByRole('table').first();
    await waitForElementHydration(table);
    await expect(table).toBeVisible();
    await expectBelowStickyHeader(section);
    // The previewer is near the top of the page: make sure the anchor, not the layout, put it there.
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'the page scrolled to the anchor' }).toBeGreaterThan(0);
  });
});

test('the TOC lists the h2/h3 entries and follows a clicked entry', async ({ page }) => {
  await gotoHydrated(page, '/');
  const toc = page.getByRole('navigation', { name: messages.toc });
  await expect(toc).toBeVisible();

  const expected = await page
    .locator('#panel-doc')
    .locator('h2[id], h3[id]')
    .evaluateAll((elements) => elements.map((element) => ({ id: element.id, depth: Number(element.tagName.slice(1)) })));
  expect(expected.length).toBeGreaterThan(1);
  const links = toc.getByRole('link');
  await expect(links).toHaveCount(expected.length);
  expect(
    await links.evaluateAll((anchors) =>
      anchors.map((anchor) => ({ id: decodeURIComponent((anchor.getAttribute('href') ?? '').slice(1)), depth: Number(anchor.closest('li')?.dataset.depth) })),
    ),
  ).toEqual(expected);
  await expect(links.first()).toHaveAttribute('aria-current', 'location');

  const target = toc.getByRole('link', { name: '用法', exact: true });
  await target.click();
  await expect(page).toHaveURL((url) => decodeURIComponent(url.hash) === '#用法');
  await expect(target).toHaveAttribute('aria-current', 'location');
  await expect(toc.locator('a[aria-current="location"]')).toHaveCount(1);
  await expectBelowStickyHeader(page.locator('h2[id="用法"]'));
});

test('page tabs follow ?tab= and the Doc tab drops it', async ({ page }) => {
  await gotoHydrated(page, '/?tab=faq');
  const faqTab = page.getByRole('tab', { name: '常见问题' });
  const docTab = page.getByRole('tab', { name: messages.docTab });
  await expect(faqTab).toHaveAttribute('aria-selected', 'true');
  await expect(docTab).toHaveAttribute('aria-selected', 'false');
  await expect(page.locator('#panel-faq')).toBeVisible();
  // The tab lists the troubleshooting answers, each a link to its page.
  await expect(page.locator('#panel-faq').getByRole('link', { name: /展开一行/ })).toHaveAttribute('href', '/troubleshooting/row-key');
  await expect(page.locator('#panel-doc')).toBeHidden();

  await docTab.click();
  await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('tab'));
  await expect(docTab).toHaveAttribute('aria-selected', 'true');
  await expect(faqTab).toHaveAttribute('aria-selected', 'false');
  await expect(page.locator('#panel-doc')).toBeVisible();
  await expect(page.locator('#panel-doc')).toContainText('它是什么');
  await expect(page.locator('#panel-faq')).toBeHidden();
});

test('the content footer shows the update time, the edit link and previous/next in sidebar order', async ({ page }) => {
  await gotoHydrated(page, '/demo/simple');
  const footer = page.getByRole('main').locator('footer');
  await expect(footer).toContainText(`${messages.lastUpdated}：`);

  const time = footer.locator('time');
  const dateTime = (await time.getAttribute('datetime')) ?? '';
  expect(dateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/);
  expect(new Date(dateTime).toISOString()).toBe(dateTime.includes('.') ? dateTime : dateTime.replace('Z', '.000Z'));
  await expect(time).not.toBeEmpty();

  const edit = footer.getByRole('link', { name: messages.editLink });
  await expect(edit).toHaveAttribute('href', /^https:\/\/github\.com\/[^/]+\/[^/]+\/edit\/[^/]+\/content\/demo\/simple\.mdx$/);

  // Previous and next are this page's neighbours in the sidebar.
  const sidebarLinks = await page.locator('#site-sidebar a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  const index = sidebarLinks.indexOf('/demo/simple');
  expect(index).toBeGreaterThan(0);
  const pager = footer.getByRole('navigation', { name: messages.pagination });
  await expect(pager.locator('a[rel="prev"]')).toHaveAttribute('href', sidebarLinks[index - 1] ?? '');
  await expect(pager.locator('a[rel="prev"]')).toContainText(messages.prev);
  await expect(pager.locator('a[rel="next"]')).toHaveAttribute('href', sidebarLinks[index + 1] ?? '');
  await expect(pager.locator('a[rel="next"]')).toContainText(messages.next);
  const nextPath = sidebarLinks[index + 1] ?? '';
  const nextTitle = (await page.locator(`#site-sidebar a[href="${nextPath}"]`).textContent()) ?? '';
  await expect(pager.locator('a[rel="next"]')).toContainText(nextTitle);

  await pager.locator('a[rel="next"]').click();
  await expect(page).toHaveURL((url) => url.pathname === nextPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextTitle);
});
