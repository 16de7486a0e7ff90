import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ColorProvider } from '@/components/theme/ColorProvider';
import { ColorSwitch } from '@/components/theme/ColorSwitch';
import { colorCarryOverScript } from '@/components/theme/color-carry-over';
import { LEGACY_COLOR_STORAGE_KEY, parseColorPreference, themeOfPreference } from '@/components/theme/color-preference';
import { EnMessages } from '@/components/i18n/EnMessages';
import { ZhCNMessages } from '@/components/i18n/ZhCNMessages';
import { zhCN as messages } from '@/lib/messages/zh-CN';
import { site } from '@/lib/site';

const KEY = site.colorStorageKey;
const html = document.documentElement;

/** A `prefers-color-scheme: dark` media query whose answer the test sets, telling its listeners. */
const system = {
  dark: false,
  listeners: new Set<(change: { matches: boolean }) => void>(),
  set(dark: boolean) {
    system.dark = dark;
    for (const listener of system.listeners) listener({ matches: dark });
  },
};

beforeEach(() => {
  localStorage.clear();
  html.removeAttribute('data-prefers-color');
  html.removeAttribute('style');
  system.dark = false;
  system.listeners.clear();
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      media: query,
      get matches() {
        return query === '(prefers-color-scheme: dark)' && system.dark;
      },
      // next-themes listens through the older pair.
      addListener: (listener: (change: { matches: boolean }) => void) => system.listeners.add(listener),
      removeListener: (listener: (change: { matches: boolean }) => void) => system.listeners.delete(listener),
    }),
  });
});

/** The page as the server renders it: next-themes' script at the top of the body, then the switch. */
function serverPage(wrapper: (props: { children: ReactNode }) => ReactNode = ZhCNMessages): string {
  const Wrapper = wrapper;
  return renderToString(
    <Wrapper>
      <ColorProvider>
        <ColorSwitch />
      </ColorProvider>
    </Wrapper>,
  );
}

/** Runs the page's scripts before paint as the browser does: the carry-over in `<head>`, then next-themes'. */
function loadPage(): void {
  new Function(colorCarryOverScript(KEY))();
  const nextThemes = /<script[^>]*>(.*?)<\/script>/s.exec(serverPage())?.[1];
  if (!nextThemes) throw new Error("next-themes' script is missing from the server render");
  new Function(nextThemes)();
}

describe('the two spellings', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['auto', 'auto'],
    ['system', 'auto'],
    ['purple', null],
    ['', null],
    ['AUTO', null],
    ['constructor', null],
    ['__proto__', null],
    [null, null],
    [undefined, null],
  ])('%j reads as %j', (stored, expected) => {
    expect(parseColorPreference(stored)).toBe(expected);
  });

  it('gives next-themes its own name for follow-system and the modes as they are', () => {
    expect(themeOfPreference('auto')).toBe('system');
    expect(themeOfPreference('light')).toBe('light');
    expect(themeOfPreference('dark')).toBe('dark');
  });
});

describe('before paint: the carry-over, then next-themes', () => {
  it('shows light when nothing is stored, and stores nothing', () => {
    system.dark = true;
    loadPage();
    expect(html.getAttribute('data-prefers-color')).toBe('light');
    expect(html.style.colorScheme).toBe('light');
    expect(localStorage.length).toBe(0);
  });

  it.each([
    [false, 'light'],
    [true, 'dark'],
  ])("honours a stored auto (system dark: %s → %s), stored again in next-themes' spelling", (dark, mode) => {
    localStorage.setItem(KEY, 'auto');
    system.dark = dark;
    loadPage();
    expect(html.getAttribute('data-prefers-color')).toBe(mode);
    expect(html.style.colorScheme).toBe(mode);
    expect(localStorage.getItem(KEY)).toBe('system');
  });

  it('shows a stored dark, and a stored system as the system is', () => {
    localStorage.setItem(KEY, 'dark');
    loadPage();
    expect(html.getAttribute('data-prefers-color')).toBe('dark');

    localStorage.setItem(KEY, 'system');
    system.dark = true;
    loadPage();
    expect(html.getAttribute('data-prefers-color')).toBe('dark');
    expect(localStorage.getItem(KEY)).toBe('system');
  });

  it('drops an unknown value and shows light', () => {
    localStorage.setItem(KEY, 'purple');
    system.dark = true;
    loadPage();
    expect(html.getAttribute('data-prefers-color')).toBe('light');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("carries the old site's auto over once: stored under this site's key, the old key removed", () => {
    localStorage.setItem(LEGACY_COLOR_STORAGE_KEY, 'auto');
    system.dark = true;
    loadPage();
    expect(html.getAttribute('data-prefers-color')).toBe('dark');
    expect(localStorage.getItem(KEY)).toBe('system');
    expect(localStorage.getItem(LEGACY_COLOR_STORAGE_KEY)).toBeNull();

    // The visitor then picks light here; a later load keeps it.
    localStorage.setItem(KEY, 'light');
    loadPage();
    expect(html.getAttribute('data-prefers-color')).toBe('light');
  });

  it("lets this site's own value win over the old site's, and removes the old one", () => {
    localStorage.setItem(KEY, 'light');
    localStorage.setItem(LEGACY_COLOR_STORAGE_KEY, 'dark');
    loadPage();
    expect(html.getAttribute('data-prefers-color')).toBe('light');
    expect(localStorage.getItem(KEY)).toBe('light');
    expect(localStorage.getItem(LEGACY_COLOR_STORAGE_KEY)).toBeNull();
  });

  it("drops an unknown value under the old site's key", () => {
    localStorage.setItem(LEGACY_COLOR_STORAGE_KEY, 'purple');
    loadPage();
    expect(html.getAttribute('data-prefers-color')).toBe('light');
    expect(localStorage.length).toBe(0);
  });

  it('shows light when storage is blocked', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      expect(loadPage).not.toThrow();
      expect(html.getAttribute('data-prefers-color')).toBe('light');
      expect(html.style.colorScheme).toBe('light');
    } finally {
      getItem.mockRestore();
    }
  });
});

describe('the colour switch and the page mode after hydration', () => {
  /** Loads the page, then hydrates the server's markup as the browser does. */
  function hydrateSwitch(wrapper = ZhCNMessages) {
    loadPage();
    const container = document.createElement('div');
    container.innerHTML = serverPage(wrapper);
    document.body.appendChild(container);
    const select = container.querySelector('select');
    // Until hydration the select waits, disabled: the preference is only known in the browser.
    expect(select).toBeDisabled();
    render(
      <ColorProvider>
        <ColorSwitch />
      </ColorProvider>,
      { container, hydrate: true, wrapper },
    );
    return screen.getByRole('combobox', { name: wrapper === EnMessages ? 'Colour mode' : messages.colorMode });
  }

  it('shows a stored auto as Follow system and follows the system live', () => {
    localStorage.setItem(KEY, 'auto');
    system.dark = true;
    const select = hydrateSwitch();
    expect(select).toBeEnabled();
    expect(select).toHaveValue('auto');
    expect(select).toHaveDisplayValue(messages.colorSystem);
    expect(html.getAttribute('data-prefers-color')).toBe('dark');

    act(() => system.set(false));
    expect(html.getAttribute('data-prefers-color')).toBe('light');
    expect(html.style.colorScheme).toBe('light');
    expect(select).toHaveValue('auto');
  });

  it("names the modes in the English edition's words inside EnMessages", () => {
    localStorage.setItem(KEY, 'auto');
    const select = hydrateSwitch(EnMessages);
    expect(select).toHaveDisplayValue('Follow system');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Light', 'Dark', 'Follow system']);
  });

  it("stores a pick and applies it; picking Follow system stores next-themes' system", () => {
    system.dark = true;
    const select = hydrateSwitch();
    expect(select).toHaveValue('light');
    fireEvent.change(select, { target: { value: 'dark' } });
    expect(localStorage.getItem(KEY)).toBe('dark');
    expect(html.getAttribute('data-prefers-color')).toBe('dark');
    expect(html.style.colorScheme).toBe('dark');

    fireEvent.change(select, { target: { value: 'light' } });
    expect(html.getAttribute('data-prefers-color')).toBe('light');
    fireEvent.change(select, { target: { value: 'auto' } });
    expect(localStorage.getItem(KEY)).toBe('system');
    expect(select).toHaveValue('auto');
    expect(html.getAttribute('data-prefers-color')).toBe('dark');
  });

  it('follows a change made in another tab, auto and system included', () => {
    const select = hydrateSwitch();
    system.dark = true;
    for (const [stored, value, mode] of [
      ['auto', 'auto', 'dark'],
      ['light', 'light', 'light'],
      ['system', 'auto', 'dark'],
      ['purple', 'light', 'light'],
      ['dark', 'dark', 'dark'],
    ]) {
      localStorage.setItem(KEY, stored);
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: stored }));
      });
      expect({ stored, value: (select as HTMLSelectElement).value, mode: html.getAttribute('data-prefers-color') }).toEqual({ stored, value, mode });
    }
  });

  it('keeps a pick for the page while storage is blocked, and stores the next one once it is not', () => {
    const select = hydrateSwitch();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      fireEvent.change(select, { target: { value: 'dark' } });
      expect(select).toHaveValue('dark');
      expect(html.getAttribute('data-prefers-color')).toBe('dark');
    } finally {
      setItem.mockRestore();
    }
    fireEvent.change(select, { target: { value: 'auto' } });
    expect(localStorage.getItem(KEY)).toBe('system');
    expect(select).toHaveValue('auto');
  });
});
