import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link } from '@/components/link/Link';
import { assertPrefetchMode, PrefetchModeError } from '@/lib/prefetch';

const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch, push: jest.fn(), replace: jest.fn() }) }));

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
  observers.length = 0;
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeIntersectionObserver });
});

afterEach(() => jest.useRealTimers());

describe('Link prefetch modes', () => {
  it('intent: prefetches after the pointer rests 50 ms', () => {
    render(<Link href="/demo/basic#x" prefetch="intent">Basic</Link>);
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
    render(<Link href="/demo/basic" prefetch="intent">Basic</Link>);
    fireEvent.mouseEnter(screen.getByRole('link'));
    act(() => jest.advanceTimersByTime(30));
    fireEvent.mouseLeave(screen.getByRole('link'));
    act(() => jest.advanceTimersByTime(200));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('intent: keyboard focus counts as intent', () => {
    render(<Link href="/changelog" prefetch="intent">Changelog</Link>);
    fireEvent.focus(screen.getByRole('link'));
    act(() => jest.advanceTimersByTime(50));
    expect(prefetch).toHaveBeenCalledWith('/changelog');
  });

  it('render: prefetches once on mount', () => {
    const { rerender } = render(<Link href="/demo" prefetch="render">Demo</Link>);
    rerender(<Link href="/demo" prefetch="render">Demo</Link>);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith('/demo');
  });

  it('viewport: prefetches when within 100 px of the viewport, then stops observing', () => {
    render(<Link href="/demo/fixed" prefetch="viewport">Fixed</Link>);
    expect(observers).toHaveLength(1);
    expect(observers[0].options?.rootMargin).toBe('100px');
    expect(observers[0].observed).toEqual([screen.getByRole('link')]);
    act(() => observers[0].callback([{ isIntersecting: false }]));
    expect(prefetch).not.toHaveBeenCalled();
    act(() => observers[0].callback([{ isIntersecting: true }]));
    expect(prefetch).toHaveBeenCalledWith('/demo/fixed');
    expect(observers[0].disconnected).toBe(true);
  });

  it('none: never prefetches', () => {
    render(<Link href="/demo" prefetch="none">Demo</Link>);
    fireEvent.mouseEnter(screen.getByRole('link'));
    act(() => jest.advanceTimersByTime(1000));
    expect(prefetch).not.toHaveBeenCalled();
    expect(observers).toHaveLength(0);
  });

  it('throws for any other mode, naming the four allowed values', () => {
    expect(() => assertPrefetchMode('hover')).toThrow(PrefetchModeError);
    expect(() => assertPrefetchMode('hover')).toThrow('Invalid prefetch mode "hover": use one of "intent", "render", "viewport", "none"');
    expect(assertPrefetchMode('viewport')).toBe('viewport');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Link href="/" prefetch={'eager' as 'none'}>Home</Link>)).toThrow(/"intent", "render", "viewport", "none"/);
  });
});
