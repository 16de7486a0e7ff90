import { act, fireEvent, render, screen } from '@testing-library/react';
import { ColorModeSync } from '@/components/theme/ColorModeSync';
import { ColorSwitch } from '@/components/theme/ColorSwitch';
import { colorGuardScript, LEGACY_COLOR_STORAGE_KEY, parseColorPreference, resolveColorMode } from '@/components/theme/color-preference';
import { EnMessages } from '@/components/i18n/EnMessages';
import { ZhCNMessages } from '@/components/i18n/ZhCNMessages';
import { zhCN as messages } from '@/lib/messages/zh-CN';
import { site } from '@/lib/site';

const KEY = site.colorStorageKey;
const html = document.documentElement;

/** A `prefers-color-scheme: dark` media query whose answer the test sets, telling its listeners. */
const system = {
  dark: false,
  listeners: new Set<() => void>(),
  set(dark: boolean) {
    system.dark = dark;
    for (const listener of system.listeners) listener();
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
      addEventListener: (_: string, listener: () => void) => system.listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => system.listeners.delete(listener),
    }),
  });
});

/** Runs the inline guard as the browser does on a page load. */
function loadPage(): void {
  new Function(colorGuardScript(KEY))();
}

describe('parseColorPreference', () => {
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
  ])('%j → %j', (stored, expected) => {
    expect(parseColorPreference(stored)).toBe(expected);
  });

  it('resolves auto from the system setting', () => {
    expect(resolveColorMode('auto', true)).toBe('dark');
    expect(resolveColorMode('auto', false)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
    expect(resolveColorMode('light', true)).toBe('light');
  });
});

describe('the inline guard (before paint)', () => {
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
  ])('honours a stored auto (system dark: %s → %s) and keeps it', (dark, mode) => {
    localStorage.setItem(KEY, 'auto');
    system.dark = dark;
    loadPage();
    expect(html.getAttribute('data-prefers-color')).toBe(mode);
    expect(localStorage.getItem(KEY)).toBe('auto');
  });

  it('shows a stored dark', () => {
    localStorage.setItem(KEY, 'dark');
    loadPage();
    expect(html.getAttribute('data-prefers-color')).toBe('dark');
  });

  it('reads system as auto and stores it as auto', () => {
    localStorage.setItem(KEY, 'system');
    system.dark = true;
    loadPage();
    expect(html.getAttribute('data-prefers-color')).toBe('dark');
    expect(localStorage.getItem(KEY)).toBe('auto');
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
    expect(localStorage.getItem(KEY)).toBe('auto');
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
    } finally {
      getItem.mockRestore();
    }
  });
});

describe('the colour switch and the page mode after hydration', () => {
  function renderSwitch() {
    render(
      <>
        <ColorModeSync />
        <ColorSwitch />
      </>,
      { wrapper: ZhCNMessages },
    );
    return screen.getByRole('combobox', { name: messages.colorMode });
  }

  it('shows a stored auto as Follow system and follows the system live', () => {
    localStorage.setItem(KEY, 'auto');
    system.dark = true;
    const select = renderSwitch();
    expect(select).toHaveValue('auto');
    expect(select).toHaveDisplayValue(messages.colorSystem);
    expect(html.getAttribute('data-prefers-color')).toBe('dark');

    act(() => system.set(false));
    expect(html.getAttribute('data-prefers-color')).toBe('light');
    expect(select).toHaveValue('auto');
  });

  it("names the modes in the English edition's words inside EnMessages", () => {
    localStorage.setItem(KEY, 'auto');
    render(<ColorSwitch />, { wrapper: EnMessages });
    const select = screen.getByRole('combobox', { name: 'Colour mode' });
    expect(select).toHaveDisplayValue('Follow system');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(expect.arrayContaining(['Light', 'Dark', 'Follow system']));
  });

  it('stores a pick and applies it; picking Follow system stores auto', () => {
    system.dark = true;
    const select = renderSwitch();
    expect(select).toHaveValue('light');
    fireEvent.change(select, { target: { value: 'dark' } });
    expect(localStorage.getItem(KEY)).toBe('dark');
    expect(html.getAttribute('data-prefers-color')).toBe('dark');
    expect(html.style.colorScheme).toBe('dark');

    fireEvent.change(select, { target: { value: 'light' } });
    expect(html.getAttribute('data-prefers-color')).toBe('light');
    fireEvent.change(select, { target: { value: 'auto' } });
    expect(localStorage.getItem(KEY)).toBe('auto');
    expect(html.getAttribute('data-prefers-color')).toBe('dark');
  });

  it('follows a change made in another tab, auto and system included', () => {
    const select = renderSwitch();
    system.dark = true;
    for (const [stored, value, mode] of [
      ['auto', 'auto', 'dark'],
      ['light', 'light', 'light'],
      ['system', 'auto', 'dark'],
      ['purple', 'light', 'light'],
    ]) {
      localStorage.setItem(KEY, stored);
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: stored }));
      });
      expect({ stored, value: (select as HTMLSelectElement).value, mode: html.getAttribute('data-prefers-color') }).toEqual({ stored, value, mode });
    }
  });

  it('keeps a pick for the page while storage is blocked, and stores the next one once it is not', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const select = renderSwitch();
    try {
      fireEvent.change(select, { target: { value: 'dark' } });
      expect(select).toHaveValue('dark');
      expect(html.getAttribute('data-prefers-color')).toBe('dark');
    } finally {
      setItem.mockRestore();
    }
    fireEvent.change(select, { target: { value: 'auto' } });
    expect(localStorage.getItem(KEY)).toBe('auto');
    expect(select).toHaveValue('auto');
  });
});
