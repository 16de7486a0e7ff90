import { act, fireEvent, render, screen } from '@testing-library/react';
import { ZhCNMessages } from '@/components/i18n/ZhCNMessages';
import { SearchTrigger } from '@/components/search/SearchTrigger';
import type { SearchStart } from '@/components/search/SearchBox';
import { zhCN as messages } from '@/lib/messages/zh-CN';

// The real box is replaced by one that shows what the trigger started it with; its loads are counted, and a load
// fails, as a chunk that cannot be downloaded does, while `mockLoadFails` is set.
let mockLoads = 0;
let mockLoadFails = false;
jest.mock('@/components/search/SearchBox', () => {
  mockLoads += 1;
  if (mockLoadFails) throw new Error('Loading chunk 42 failed.');
  return { SearchBox: ({ start }: { start: SearchStart }) => <output aria-label="loaded search">{JSON.stringify(start)}</output> };
});

const loadedBox = () => screen.queryByRole('status', { name: 'loaded search' });
const startOf = () => JSON.parse(loadedBox()?.textContent ?? 'null') as SearchStart | null;
/** Lets a dynamic import settle. */
const settle = () => act(async () => {});

describe('SearchTrigger', () => {
  it('shows the search box and the narrow screen button, with the shortcut hint, and loads nothing until an intent', async () => {
    render(<SearchTrigger />, { wrapper: ZhCNMessages });
    expect(screen.getByRole('combobox', { name: messages.searchLabel })).toHaveValue('');
    expect(screen.getByRole('button', { name: messages.searchOpen })).toBeInTheDocument();
    expect(screen.getByText(/K$/)).toBeInTheDocument();
    await settle();
    expect(loadedBox()).toBeNull();
  });

  it('on focus, loads the search and hands it the text typed so far and the focus', async () => {
    render(<SearchTrigger />, { wrapper: ZhCNMessages });
    const box = screen.getByRole('combobox', { name: messages.searchLabel });
    fireEvent.change(box, { target: { value: 'capt' } });
    fireEvent.focus(box);
    expect(loadedBox()).toBeNull();
    await settle();
    expect(startOf()).toEqual({ value: 'capt', focus: true, dialog: false });
  });

  it('waits for an input method to finish composing before the loaded search takes over, and hands it the composed text', async () => {
    render(<SearchTrigger />, { wrapper: ZhCNMessages });
    const box = screen.getByRole('combobox', { name: messages.searchLabel });
    fireEvent.focus(box);
    fireEvent.compositionStart(box);
    fireEvent.change(box, { target: { value: 'xuni' } });
    await settle();
    expect(loadedBox()).toBeNull();
    expect(box).toHaveValue('xuni');

    fireEvent.change(box, { target: { value: '虚拟' } });
    fireEvent.compositionEnd(box);
    await settle();
    expect(startOf()).toEqual({ value: '虚拟', focus: true, dialog: false });
  });

  it('the pointer over it loads the search without taking the focus', async () => {
    const { container } = render(<SearchTrigger />, { wrapper: ZhCNMessages });
    fireEvent.mouseEnter(container.firstElementChild as Element);
    await settle();
    expect(startOf()).toEqual({ value: '', focus: false, dialog: false });
  });

  it('the narrow screen button opens the dialog once the search has loaded', async () => {
    render(<SearchTrigger />, { wrapper: ZhCNMessages });
    fireEvent.click(screen.getByRole('button', { name: messages.searchOpen }));
    await settle();
    expect(startOf()).toEqual({ value: '', focus: false, dialog: true });
  });

  it('Ctrl+K where the box is not shown opens the dialog on its first press; other keys load nothing', async () => {
    render(<SearchTrigger />, { wrapper: ZhCNMessages });
    fireEvent.keyDown(document, { key: 'a' });
    await settle();
    expect(loadedBox()).toBeNull();
    // jsdom lays nothing out, so the box counts as hidden, as under 768 px.
    const event = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, cancelable: true });
    act(() => void document.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    await settle();
    expect(startOf()).toEqual({ value: '', focus: false, dialog: true });
  });

  it('after a failed load, the pointer passing over loads nothing, so nothing replaces Retry under it; Retry loads again', async () => {
    // The other tests loaded the box; forgetting it makes the next import run the failing factory.
    jest.resetModules();
    mockLoadFails = true;
    const { container } = render(<SearchTrigger />, { wrapper: ZhCNMessages });
    const box = screen.getByRole('combobox', { name: messages.searchLabel });
    fireEvent.focus(box);
    await settle();
    const loadsAfterFailure = mockLoads;
    expect(screen.getByRole('button', { name: messages.retry })).toBeInTheDocument();

    mockLoadFails = false;
    const search = container.firstElementChild as Element;
    fireEvent.mouseLeave(search);
    fireEvent.mouseEnter(search);
    await settle();
    expect(mockLoads).toBe(loadsAfterFailure);
    expect(loadedBox()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: messages.retry }));
    await settle();
    expect(startOf()).toEqual({ value: '', focus: true, dialog: false });
  });
});
