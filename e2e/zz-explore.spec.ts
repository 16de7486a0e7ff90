import { test } from '@playwright/test';
test('explore', async ({ page }) => {
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text(), m.location().url));
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  for (const url of ['/', '/~demos/simple', '/no-such-page', '/changelog/?a=1#7133']) {
    const r = await page.goto(url);
    console.log(url, r?.status(), page.url());
    const info = await page.waitForFunction(() => {
      const key = Object.keys(document).find((k) => k.startsWith('__reactContainer$'));
      if (!key) return false;
      const fiber = (document as unknown as Record<string, { stateNode: { current: { memoizedState: { isDehydrated: boolean }; child: unknown } } }>)[key];
      const cur = fiber.stateNode.current;
      return cur.memoizedState.isDehydrated === false && cur.child !== null ? 'ok' : false;
    });
    console.log(await info.jsonValue(), page.url());
  }
});
