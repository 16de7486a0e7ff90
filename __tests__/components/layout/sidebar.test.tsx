import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ZhCNMessages } from '@/components/i18n/ZhCNMessages';
import { DrawerProvider } from '@/components/layout/DrawerContext';
import { Sidebar } from '@/components/layout/Sidebar';
import { zhCN as messages } from '@/lib/messages/zh-CN';

jest.mock('next/navigation', () => ({ usePathname: () => '/demo/simple', useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }) }));

const wrapper = ({ children }: { children: ReactNode }) => (
  <ZhCNMessages>
    <DrawerProvider>{children}</DrawerProvider>
  </ZhCNMessages>
);

describe('Sidebar', () => {
  it('marks a demo that only one line has, in the link a reader sees and hears', () => {
    const sections = [
      {
        navPath: '/demo',
        groups: [
          {
            title: '展开与树形',
            items: [
              { title: '基本用法', link: '/demo/simple' },
              { title: '全部展开', link: '/demo/expand-all', lineOnly: '1.x' as const },
            ],
          },
        ],
      },
    ];
    render(<Sidebar sections={sections} navItems={[]} />, { wrapper });
    const nav = screen.getByRole('navigation', { name: messages.sidebarLabel });
    const marked = within(nav).getByRole('link', { name: '全部展开 1.x' });
    expect(within(marked).getByText('1.x')).toHaveAttribute('title', messages.sidebarLineOnlyTitle('1.x'));
    expect(within(nav).getByRole('link', { name: '基本用法' })).toBeInTheDocument();
  });
});
