import { render, renderHook, screen } from '@testing-library/react';
import { EnMessages } from '@/components/i18n/EnMessages';
import { useLocale, useMessages } from '@/components/i18n/MessagesContext';
import { ZhCNMessages } from '@/components/i18n/ZhCNMessages';
import { en } from '@/lib/messages/en';
import { zhCN } from '@/lib/messages/zh-CN';

function Edition() {
  return (
    <p>
      {useLocale()}: {useMessages().skipToContent}
    </p>
  );
}

describe('the edition providers', () => {
  it("give a client component its edition's locale and texts", () => {
    const { unmount } = render(<Edition />, { wrapper: ZhCNMessages });
    expect(screen.getByText(`zh-CN: ${zhCN.skipToContent}`)).toBeInTheDocument();
    unmount();

    render(<Edition />, { wrapper: EnMessages });
    expect(screen.getByText('en: Skip to content')).toBeInTheDocument();
  });

  it('hand over the edition modules themselves', () => {
    expect(renderHook(() => useMessages(), { wrapper: ZhCNMessages }).result.current).toBe(zhCN);
    expect(renderHook(() => useMessages(), { wrapper: EnMessages }).result.current).toBe(en);
  });

  it('fail loudly without a provider above, naming the providers', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => renderHook(() => useMessages())).toThrow('useMessages needs an edition provider (ZhCNMessages or EnMessages) above it');
      expect(() => renderHook(() => useLocale())).toThrow('ZhCNMessages or EnMessages');
    } finally {
      jest.restoreAllMocks();
    }
  });
});
