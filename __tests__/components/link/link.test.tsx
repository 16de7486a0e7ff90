import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link } from '@/components/link/Link';
import { assertPrefetchMode, DEFAULT_PREFETCH_MODE, PrefetchModeError, type PrefetchMode } from '@/lib/prefetch';

const prefetch = jest.fn();
const push = jest.fn();
const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch, push, replace }) }));

/**
 * The site setting each test runs under. The mode tests set it to another mode than the one a link asks
 * for, so what they see comes from the link's own `prefetch`, never from the setting.
 */
const mockSite = { prefetch: 'none' as string };
// A getter: the factory runs when Link imports the module, before `mockSite` is initialised.
jest.mock('@/lib/site', () => ({
  get site() {
    return mockSite;
  },
}));
const { site: realSite } = jest.requireActual<typeof import('@/lib/site')>('@/lib/site');

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
const observers: Array<{ callback: Callback; options?: IntersectionObserverInit; observed: Element[]; disconnected: boolean }> = [];
class FakeIntersectionObserver {
  private record: (typeof observers)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, options, observed: [], disconnected: false };
    observers.push(this.record);
  }
  observe(element: Element) {
    this.record.observed.push(element);
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

beforeEach(() => {
  jest.useFakeTimers();
  prefetch.mockClear();
  push.mockClear();
  replace.mockClear();
  observers.length = 0;
  mockSite.prefetch = realSite.prefetch;
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeIntersectionObserver });
});

afterEach(() => jest.useRealTimers());

/** Everything that could start a prefetch: mount, the pointer resting, focus, and coming into view. */
function provokeEverything() {
  const link = screen.getByRole('link');
  fireEvent.mouseEnter(link);
  fireEvent.focus(link);
  act(() => jest.advanceTimersByTime(1000));
  for (const observer of observers) act(() => observer.callback([{ isIntersecting: true }]));
}

describe('the site default', () => {
  it('is none (SPEC §9), the same value lib/prefetch names as the default', () => {
    expect(realSite.prefetch).toBe('none');
    expect(DEFAULT_PREFETCH_MODE).toBe('none');
  });

  it('a link without its own mode prefetches nothing on mount, hover, focus or in view', () => {
    render(<Link href="/changelog">Changelog</Link>);
    provokeEverything();
    expect(observers).toHaveLength(0);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('a link without its own mode follows the setting when it is changed', () => {
    mockSite.prefetch = 'render';
    render(<Link href="/changelog">Changelog</Link>);
    expect(prefetch).toHaveBeenCalledWith('/changelog');
  });
});

describe('a link overriding the setting', () => {
  it('intent: prefetches after the pointer rests 50 ms', () => {
    mockSite.prefetch = 'none';
    render(
      <Link href="/demo/basic#x" prefetch="intent">
        Basic
      </Link>,
    );
    fireEvent.mouseEnter(screen.getByRole('link'));
    act(() => jest.advanceTimersByTime(49));
    expect(prefetch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(prefetch).toHaveBeenCalledWith('/demo/basic');
    fireEvent.mouseLeave(screen.getByRole('link'));
    fireEvent.mouseEnter(screen.getByRole('link'));
    act(() => jest.advanceTimersByTime(100));
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('intent: leaving before 50 ms cancels', () => {
    mockSite.prefetch = 'none';
    render(
      <Link href="/demo/basic" prefetch="intent">
        Basic
      </Link>,
    );
    fireEvent.mouseEnter(screen.getByRole('link'));
    act(() => jest.advanceTimersByTime(30));
    fireEvent.mouseLeave(screen.getByRole('link'));
    act(() => jest.advanceTimersByTime(200));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('intent: keyboard focus counts as intent', () => {
    mockSite.prefetch = 'viewport';
    render(
      <Link href="/changelog" prefetch="intent">
        Changelog
      </Link>,
    );
    expect(observers).toHaveLength(0);
    fireEvent.focus(screen.getByRole('link'));
    act(() => jest.advanceTimersByTime(50));
    expect(prefetch).toHaveBeenCalledWith('/changelog');
  });

  it('render: prefetches once on mount', () => {
    mockSite.prefetch = 'none';
    const { rerender } = render(
      <Link href="/demo" prefetch="render">
        Demo
      </Link>,
    );
    rerender(
      <Link href="/demo" prefetch="render">
        Demo
      </Link>,
    );
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith('/demo');
  });

  it('viewport: prefetches when within 100 px of the viewport, then stops observing', () => {
    mockSite.prefetch = 'none';
    render(
      <Link href="/demo/fixed" prefetch="viewport">
        Fixed
      </Link>,
    );
    expect(observers).toHaveLength(1);
    expect(observers[0].options?.rootMargin).toBe('100px');
    expect(observers[0].observed).toEqual([screen.getByRole('link')]);
    fireEvent.mouseEnter(screen.getByRole('link'));
    act(() => jest.advanceTimersByTime(1000));
    act(() => observers[0].callback([{ isIntersecting: false }]));
    expect(prefetch).not.toHaveBeenCalled();
    act(() => observers[0].callback([{ isIntersecting: true }]));
    expect(prefetch).toHaveBeenCalledWith('/demo/fixed');
    expect(observers[0].disconnected).toBe(true);
  });

  it.each<PrefetchMode>(['intent', 'render', 'viewport'])('none: never prefetches, though the setting is %s', (setting) => {
    mockSite.prefetch = setting;
    render(
      <Link href="/demo" prefetch="none">
        Demo
      </Link>,
    );
    provokeEverything();
    expect(prefetch).not.toHaveBeenCalled();
    expect(observers).toHaveLength(0);
  });

  it('throws for any other mode, naming the four allowed values', () => {
    expect(() => assertPrefetchMode('hover')).toThrow(PrefetchModeError);
    expect(() => assertPrefetchMode('hover')).toThrow('Invalid prefetch mode "hover": use one of "intent", "render", "viewport", "none"');
    expect(assertPrefetchMode('viewport')).toBe('viewport');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <Link href="/" prefetch={'eager' as 'none'}>
          Home
        </Link>,
      ),
    ).toThrow(/"intent", "render", "viewport", "none"/);
  });
});

describe('a click', () => {
  /** Clicks the link; true when the browser would still follow it itself (nothing prevented its default). */
  const click = (options: MouseEventInit = {}) => fireEvent.click(screen.getByRole('link'), { button: 0, ...options });

  it('opens an internal page in the app, keeping the hash', () => {
    render(<Link href="/demo/basic#api">Basic</Link>);
    expect(click()).toBe(false);
    expect(push).toHaveBeenCalledWith('/demo/basic#api');
    expect(replace).not.toHaveBeenCalled();
  });

  it('replaces the history entry when the link says so', () => {
    render(
      <Link href="/" replace>
        Home
      </Link>,
    );
    expect(click()).toBe(false);
    expect(replace).toHaveBeenCalledWith('/');
    expect(push).not.toHaveBeenCalled();
  });

  it.each<[string, MouseEventInit]>([
    ['Ctrl', { ctrlKey: true }],
    ['⌘', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('with %s is left to the browser', (_, options) => {
    render(<Link href="/changelog">Changelog</Link>);
    expect(click(options)).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  it('on a link opening elsewhere, a download or another site is left to the browser', () => {
    const { unmount } = render(
      <Link href="/changelog" target="_blank" rel="noopener noreferrer">
        Changelog
      </Link>,
    );
    expect(click()).toBe(true);
    unmount();
    const download = render(
      <Link href="/changelog.md" download>
        Markdown
      </Link>,
    );
    expect(click()).toBe(true);
    download.unmount();
    render(<Link href="https://github.com/react-component/table">GitHub</Link>);
    expect(click()).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  it('that its own handler prevented is left alone', () => {
    const onClick = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Link href="/changelog" onClick={onClick}>
        Changelog
      </Link>,
    );
    click();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();
  });
});
