import { act, render, screen } from '@testing-library/react';
import { StylesheetWatcher } from '@/components/errors/StylesheetWatcher';
import { ZhCNMessages } from '@/components/i18n/ZhCNMessages';
import { judgeStylesheet } from '@/lib/stylesheet-state';

describe('judgeStylesheet', () => {
  it.each([
    { name: 'an empty same-origin sheet that loaded', facts: { sameOrigin: true, hasSheet: true, rulesReadable: true, responseStatus: 200 }, state: 'loaded' },
    { name: 'an empty same-origin sheet, no timing entry', facts: { sameOrigin: true, hasSheet: true, rulesReadable: true }, state: 'loaded' },
    {
      name: 'a cross-origin sheet that loaded (status and rules hidden)',
      facts: { sameOrigin: false, hasSheet: true, rulesReadable: false, responseStatus: 0 },
      state: 'unknown',
    },
    { name: 'a cross-origin sheet, no timing entry', facts: { sameOrigin: false, hasSheet: true, rulesReadable: false }, state: 'unknown' },
    {
      name: 'a cross-origin sheet that shows its status',
      facts: { sameOrigin: false, hasSheet: true, rulesReadable: false, responseStatus: 200 },
      state: 'loaded',
    },
    { name: 'a cross-origin sheet that shows a 404', facts: { sameOrigin: false, hasSheet: true, rulesReadable: false, responseStatus: 404 }, state: 'failed' },
    { name: 'a same-origin 404', facts: { sameOrigin: true, hasSheet: true, rulesReadable: true, responseStatus: 404 }, state: 'failed' },
    {
      name: 'a same-origin request that failed (Chromium)',
      facts: { sameOrigin: true, hasSheet: true, rulesReadable: false, responseStatus: 0 },
      state: 'failed',
    },
    { name: 'a same-origin sheet that never came, no timing entry', facts: { sameOrigin: true, hasSheet: false, rulesReadable: false }, state: 'failed' },
    { name: 'a same-origin sheet with unreadable rules, no timing entry', facts: { sameOrigin: true, hasSheet: true, rulesReadable: false }, state: 'failed' },
  ] as const)('$name: $state', ({ facts, state }) => {
    expect(judgeStylesheet(facts)).toBe(state);
  });
});

describe('StylesheetWatcher', () => {
  const statuses = new Map<string, number>();

  beforeEach(() => {
    statuses.clear();
    document.head.innerHTML = '';
    Object.defineProperty(performance, 'getEntriesByName', {
      configurable: true,
      value: (name: string) => (statuses.has(name) ? [{ name, responseStatus: statuses.get(name) }] : []),
    });
  });

  /** A stylesheet link as the browser leaves it after loading: its sheet, rules readable or not, and its status. */
  function addStylesheet(href: string, { rules, status }: { rules: 'readable' | 'hidden'; status?: number }): HTMLLinkElement {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    const sheet = {
      get cssRules() {
        if (rules === 'hidden') throw new DOMException('Cannot access rules', 'SecurityError');
        return [];
      },
    };
    Object.defineProperty(link, 'sheet', { configurable: true, value: sheet });
    if (status !== undefined) statuses.set(link.href, status);
    document.head.appendChild(link);
    return link;
  }

  it('raises no alarm for an empty stylesheet or a cross-origin one that loaded', () => {
    expect(document.readyState).toBe('complete');
    addStylesheet('/_next/static/chunks/empty.css', { rules: 'readable', status: 200 });
    addStylesheet('/_next/static/chunks/empty-untimed.css', { rules: 'readable' });
    addStylesheet('https://cdn.example/site.css', { rules: 'hidden', status: 0 });
    render(<StylesheetWatcher />, { wrapper: ZhCNMessages });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reports a stylesheet that answered 404, and one whose request failed', () => {
    addStylesheet('https://cdn.example/site.css', { rules: 'hidden', status: 0 });
    addStylesheet('/_next/static/chunks/gone.css', { rules: 'readable', status: 404 });
    const { unmount } = render(<StylesheetWatcher />, { wrapper: ZhCNMessages });
    expect(screen.getByRole('alert')).toHaveTextContent('Loading CSS chunk gone failed');
    unmount();

    document.head.innerHTML = '';
    addStylesheet('/_next/static/chunks/blocked.css', { rules: 'hidden', status: 0 });
    render(<StylesheetWatcher />, { wrapper: ZhCNMessages });
    expect(screen.getByRole('alert')).toHaveTextContent('Loading CSS chunk blocked failed');
  });

  it('reports a stylesheet added later whose load fails', () => {
    render(<StylesheetWatcher />, { wrapper: ZhCNMessages });
    expect(screen.queryByRole('alert')).toBeNull();
    const link = addStylesheet('https://cdn.example/page.css', { rules: 'hidden' });
    act(() => {
      link.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Loading CSS chunk page failed');
  });
});
