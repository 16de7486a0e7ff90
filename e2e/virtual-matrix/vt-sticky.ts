import type { Probe } from './types';

/**
 * The page (the window) is scrolled so the table's top is 100 px above the top of the visible page, under the site's
 * header when there is one (`--demo-page-top`), while most of the table is still in view: the table must have moved
 * by that scroll, and its header must sit at the top of the visible page. The window is scrolled back afterwards.
 */
const stickyHeader: Probe = async (half): ReturnType<Probe> => {
  const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const until = async (test: () => boolean) => {
    const end = performance.now() + 2000;
    while (!test() && performance.now() < end) await frame();
    return test();
  };
  const table = half.querySelector<HTMLElement>('.rc-table');
  const header = half.querySelector<HTMLElement>('.rc-table-header') ?? half.querySelector<HTMLElement>('.rc-table-thead');
  if (!table || !header) return { verdict: 'no', figures: { found: false } };
  // Where the visible page starts: below the site's sticky header (0 where none is shown).
  const gauge = document.createElement('div');
  gauge.style.cssText = 'position:absolute;visibility:hidden;width:1px;height:var(--demo-page-top, 0px)';
  half.append(gauge);
  const pageTop = gauge.getBoundingClientRect().height;
  gauge.remove();
  const startY = window.scrollY;
  const tableBefore = table.getBoundingClientRect().top;
  window.scrollTo(0, startY + tableBefore - pageTop + 100);
  await until(() => Math.abs(table.getBoundingClientRect().top - (pageTop - 100)) < 2);
  await frame();
  const pageScrolled = Math.round(tableBefore - table.getBoundingClientRect().top);
  const headerRect = header.getBoundingClientRect();
  const headerOffset = Math.round(headerRect.top - pageTop);
  // Nothing (a body row, the site header) covers it: the point in its middle belongs to the header.
  const hit = document.elementFromPoint(headerRect.left + 24, headerRect.top + headerRect.height / 2);
  const headerOnTop = hit !== null && header.contains(hit);
  const tableLeftInView = Math.round(table.getBoundingClientRect().bottom - pageTop);
  window.scrollTo(0, startY);
  await until(() => Math.abs(window.scrollY - startY) < 1);
  const stuck = Math.abs(headerOffset) <= 1 && headerOnTop && tableLeftInView > headerRect.height;
  return {
    verdict: pageScrolled >= 90 && stuck ? 'works' : 'no',
    figures: { pageTop, pageScrolled, headerOffset, headerOnTop, tableLeftInView },
  };
};

export const probes = { 'sticky-header': stickyHeader };
