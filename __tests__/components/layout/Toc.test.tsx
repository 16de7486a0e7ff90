import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Toc } from '@/components/layout/Toc';
import { EnMessages } from '@/components/i18n/EnMessages';
import { ZhCNMessages } from '@/components/i18n/ZhCNMessages';
import { zhCN as messages } from '@/lib/messages/zh-CN';
import type { TocEntry } from '@/lib/registry/types';

const items: TocEntry[] = [
  { id: 'rc-table', depth: 1, title: 'rc-table' },
  { id: '用法', depth: 2, title: '用法' },
  { id: 'columns', depth: 3, title: 'Columns' },
  { id: 'deep', depth: 4, title: 'Too deep' },
  { id: 'api', depth: 2, title: 'API' },
];

/**
 * The page's headings, at the tops a reader's scroll puts them (jsdom lays nothing out, so each heading reports
 * the top it is given), and the page height and scroll position the TOC reads to tell the bottom of the page.
 */
const tops = new Map<string, number>();
function layOutPage(headingTops: Record<string, number>, { scrollY = 0, pageHeight = 5000 } = {}) {
  for (const [id, top] of Object.entries(headingTops)) tops.set(id, top);
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: pageHeight });
}

beforeEach(() => {
  tops.clear();
  document.body.innerHTML = '';
  for (const item of items) {
    const heading = document.createElement(`h${item.depth}`);
    heading.id = item.id;
    heading.textContent = item.title;
    heading.getBoundingClientRect = () => new DOMRect(0, tops.get(item.id) ?? 0, 600, 30);
    document.body.append(heading);
  }
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 0;
  });
});

afterEach(() => jest.restoreAllMocks());

const toc = () => screen.getByRole('navigation', { name: messages.toc });
const current = () =>
  within(toc())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'location')
    .map((link) => link.textContent);

/** Scrolls the page: the headings move to their new tops and the TOC hears the scroll. */
function scrollTo(headingTops: Record<string, number>, options?: { scrollY?: number; pageHeight?: number }) {
  layOutPage(headingTops, options);
  act(() => {
    fireEvent.scroll(window);
  });
}

describe('Toc', () => {
  it("links each h2 and h3 of the page to its heading, in the page's order, under the TOC's name", () => {
    layOutPage({ 用法: 200, columns: 600, deep: 900, api: 1200 });
    render(<Toc items={items} />, { wrapper: ZhCNMessages });
    const links = within(toc()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['用法', `#${encodeURIComponent('用法')}`],
      ['Columns', '#columns'],
      ['API', '#api'],
    ]);
    expect(within(toc()).getByText(messages.toc)).toBeInTheDocument();
  });

  it("names itself in the English edition's words inside EnMessages", () => {
    layOutPage({ 用法: 200, columns: 600, deep: 900, api: 1200 });
    render(<Toc items={items} />, { wrapper: EnMessages });
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(nav).getByText('On this page')).toBeInTheDocument();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['用法', 'Columns', 'API']);
    expect(screen.queryByText(messages.toc)).not.toBeInTheDocument();
  });

  it('shows nothing for a page without h2 or h3', () => {
    render(<Toc items={[items[0], items[3]]} />, { wrapper: ZhCNMessages });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('marks the first section as current before any heading reaches the top', () => {
    layOutPage({ 用法: 200, columns: 600, deep: 900, api: 1200 });
    render(<Toc items={items} />, { wrapper: ZhCNMessages });
    expect(current()).toEqual(['用法']);
  });

  it('marks the last heading that has scrolled up under the header as current, one at a time', () => {
    layOutPage({ 用法: 200, columns: 600, deep: 900, api: 1200 });
    render(<Toc items={items} />, { wrapper: ZhCNMessages });
    scrollTo({ 用法: -500, columns: 90, deep: 400, api: 700 }, { scrollY: 700 });
    expect(current()).toEqual(['Columns']);
    scrollTo({ 用法: -900, columns: -300, deep: 0, api: 300 }, { scrollY: 1100 });
    expect(current()).toEqual(['Columns']);
    scrollTo({ 用法: -1000, columns: -400, deep: -100, api: 97 }, { scrollY: 1200 });
    expect(current()).toEqual(['API']);
    scrollTo({ 用法: 200, columns: 600, deep: 900, api: 1200 });
    expect(current()).toEqual(['用法']);
  });

  it('marks the last section as current at the bottom of the page, even when its heading cannot reach the top', () => {
    layOutPage({ 用法: 200, columns: 600, deep: 900, api: 1200 });
    render(<Toc items={items} />, { wrapper: ZhCNMessages });
    scrollTo({ 用法: -100, columns: 300, deep: 600, api: 500 }, { scrollY: 300, pageHeight: 1100 });
    expect(current()).toEqual(['API']);
  });

  it('follows a resize as it follows a scroll', () => {
    layOutPage({ 用法: 200, columns: 600, deep: 900, api: 1200 });
    render(<Toc items={items} />, { wrapper: ZhCNMessages });
    layOutPage({ 用法: -500, columns: 50, deep: 400, api: 700 }, { scrollY: 700 });
    act(() => {
      fireEvent(window, new Event('resize'));
    });
    expect(current()).toEqual(['Columns']);
  });
});
