import { act, fireEvent, render, screen } from '@testing-library/react';
import { ZhCNMessages } from '@/components/i18n/ZhCNMessages';
import { SearchBox } from '@/components/search/SearchBox';
import { zhCN as messages } from '@/lib/messages/zh-CN';

jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), replace: jest.fn() }) }));
jest.mock('@/components/search/search-client', () => ({ loadSearch: () => Promise.resolve(), searchSite: () => Promise.resolve([]) }));

/**
 * jsdom lays nothing out, so every element has no client rects, as a box hidden by CSS would. On a wide screen the
 * header box is laid out: give the inline input one rect.
 */
function layOutHeaderBox(wide: boolean) {
  jest.spyOn(HTMLInputElement.prototype, 'getClientRects').mockImplementation(function (this: HTMLInputElement) {
    const rects = wide && !this.closest('[role="dialog"]') ? [new DOMRect(0, 0, 200, 32)] : [];
    return Object.assign(rects, { item: (index: number) => rects[index] ?? null }) as unknown as DOMRectList;
  });
}

afterEach(() => jest.restoreAllMocks());

/** The box as the trigger hands it over when the visitor had begun nothing yet. */
const untouched = { value: '', focus: false, dialog: false };

const headerBox = () => screen.getAllByRole('combobox', { name: messages.searchLabel })[0];

describe('SearchBox', () => {
  describe('on a wide screen', () => {
    beforeEach(() => layOutHeaderBox(true));

    it('shows the shortcut hint, and Ctrl+K or ⌘K focuses the box', () => {
      render(<SearchBox start={untouched} />, { wrapper: ZhCNMessages });
      expect(screen.getByText('Ctrl K')).toBeInTheDocument();
      fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
      expect(headerBox()).toHaveFocus();
      act(() => headerBox().blur());
      fireEvent.keyDown(document.body, { key: 'K', metaKey: true });
      expect(headerBox()).toHaveFocus();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('focuses the box on / outside a text field, and leaves / to a text field being typed in', () => {
      render(
        <>
          <SearchBox start={untouched} />
          <textarea aria-label="notes" />
        </>,
        { wrapper: ZhCNMessages },
      );
      const slash = fireEvent.keyDown(document.body, { key: '/' });
      expect(slash).toBe(false);
      expect(headerBox()).toHaveFocus();

      const notes = screen.getByRole('textbox', { name: 'notes' });
      act(() => notes.focus());
      expect(fireEvent.keyDown(notes, { key: '/' })).toBe(true);
      expect(notes).toHaveFocus();
    });

    it('leaves Ctrl+K to a text field that took it first (a code editor begins its own chord with it)', () => {
      render(
        <>
          <SearchBox start={untouched} />
          <textarea aria-label="code" onKeyDown={(event) => event.preventDefault()} />
        </>,
        { wrapper: ZhCNMessages },
      );
      const code = screen.getByRole('textbox', { name: 'code' });
      act(() => code.focus());
      fireEvent.keyDown(code, { key: 'k', ctrlKey: true });
      expect(code).toHaveFocus();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('ignores other keys', () => {
      render(<SearchBox start={untouched} />, { wrapper: ZhCNMessages });
      expect(fireEvent.keyDown(document.body, { key: 'k' })).toBe(true);
      expect(headerBox()).not.toHaveFocus();
    });
  });

  describe('on a narrow screen, where the box is hidden', () => {
    beforeEach(() => layOutHeaderBox(false));

    it('opens the full-screen search from its button, focused, and Esc closes it and gives the focus back', () => {
      render(<SearchBox start={untouched} />, { wrapper: ZhCNMessages });
      const button = screen.getByRole('button', { name: messages.searchOpen });
      expect(button).toHaveAttribute('aria-haspopup', 'dialog');
      fireEvent.click(button);
      const dialog = screen.getByRole('dialog', { name: messages.searchLabel });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(document.body.style.overflow).toBe('hidden');
      const dialogBox = screen.getAllByRole('combobox', { name: messages.searchLabel }).find((box) => dialog.contains(box));
      expect(dialogBox).toHaveFocus();

      fireEvent.keyDown(dialogBox as HTMLElement, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(button).toHaveFocus();
      expect(document.body.style.overflow).toBe('');
    });

    it('opens it with Ctrl+K too, and its close button closes it', () => {
      render(<SearchBox start={untouched} />, { wrapper: ZhCNMessages });
      fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
      const dialog = screen.getByRole('dialog', { name: messages.searchLabel });
      fireEvent.click(screen.getByRole('button', { name: messages.searchClose }));
      expect(dialog).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: messages.searchOpen })).toHaveFocus();
    });
  });
});
