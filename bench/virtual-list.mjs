/**
 * Virtual-list figures in Chromium: time from navigation to the first table rows, and frame times of
 * a 2-second scripted scroll through 100,000 rows.
 */
export async function benchVirtualList(browser, baseURL) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // Recorded in the page, against its own navigation start, as soon as a row cell exists.
  await page.addInitScript(() => {
    const check = () => {
      if (document.querySelector('.virtual-list-cell')) window.__firstRowsAt = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.goto(`${baseURL}/demo/virtual-list`);
  await page.waitForFunction(() => typeof window.__firstRowsAt === 'number');
  const firstRows = await page.evaluate(() => window.__firstRowsAt);
  await page.waitForLoadState('networkidle');

  const frames = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const body = document.querySelector('.virtual-list-body');
        const deltas = [];
        let start;
        let last;
        const step = (now) => {
          start ??= now;
          if (last !== undefined) deltas.push(now - last);
          last = now;
          body.scrollTop += 120;
          if (now - start < 2000) requestAnimationFrame(step);
          else resolve({ deltas, scrolledTo: body.scrollTop });
        };
        requestAnimationFrame(step);
      }),
  );
  await page.close();
  const sorted = [...frames.deltas].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { firstRows, median: at(0.5), p95: at(0.95), frames: sorted.length, long: sorted.filter((d) => d > 20).length, scrolledTo: frames.scrolledTo };
}
