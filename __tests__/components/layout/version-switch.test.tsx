import { fireEvent, render, screen, within } from '@testing-library/react';
import { EnMessages } from '@/components/i18n/EnMessages';
import { ZhCNMessages } from '@/components/i18n/ZhCNMessages';
import { VersionSwitch } from '@/components/layout/VersionSwitch';
import { en } from '@/lib/messages/en';
import { zhCN as messages } from '@/lib/messages/zh-CN';

let pathname = '/demo/fixed-columns';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

const seven = { id: '7.x' as const, packageName: 'rc-table', withoutTwin: [] };
const one = { id: '1.x' as const, packageName: '@rc-component/table', withoutTwin: [] };

describe('VersionSwitch', () => {
  it('names the line the page documents and links the same page on the other line, by name', () => {
    pathname = '/demo/fixed-columns';
    render(<VersionSwitch line="1.x" others={[seven]} />, { wrapper: ZhCNMessages });
    const group = screen.getByRole('group', { name: messages.lineSwitchGroup });
    expect(within(group).getByText('1.x')).toHaveAttribute('aria-current', 'true');
    const link = within(group).getByRole('link', { name: messages.lineSwitchLink('7.x', 'rc-table') });
    expect(link).toHaveAttribute('href', '/7.x/demo/fixed-columns');
    // One order on every page: 1.x, then 7.x.
    expect(group.textContent).toBe('1.x7.x');
  });

  it("takes the reader's tab and hash along when clicked", () => {
    pathname = '/en/7.x/demo/fixed-columns';
    window.history.replaceState(null, '', '/en/7.x/demo/fixed-columns?tab=api#fixed-columns');
    render(<VersionSwitch line="7.x" others={[one]} />, { wrapper: EnMessages });
    const link = screen.getByRole('link', { name: en.lineSwitchLink('1.x', '@rc-component/table') });
    expect(link).toHaveAttribute('href', '/en/demo/fixed-columns');
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(link).toHaveAttribute('href', '/en/demo/fixed-columns?tab=api#fixed-columns');
    expect(screen.getByRole('group', { name: en.lineSwitchGroup }).textContent).toBe('1.x7.x');
  });

  it("goes to the other line's home from a page it lacks, and from the 404 page", () => {
    pathname = '/migration';
    const { unmount } = render(<VersionSwitch line="1.x" others={[{ ...seven, withoutTwin: ['/migration'] }]} />, { wrapper: ZhCNMessages });
    expect(screen.getByRole('link', { name: messages.lineSwitchNoPage('7.x', 'rc-table') })).toHaveAttribute('href', '/7.x');
    unmount();
    pathname = '/en/7.x/no-such-page';
    render(<VersionSwitch line="1.x" others={[seven]} notFound />, { wrapper: EnMessages });
    expect(screen.getByRole('link')).toHaveAttribute('href', '/en/7.x');
  });

  it("goes to the other line's demo index from a demo of a feature that line lacks, and says so", () => {
    pathname = '/en/demo/expand-all';
    render(<VersionSwitch line="1.x" others={[{ ...seven, withoutTwin: ['/demo/expand-all'] }]} />, { wrapper: EnMessages });
    const link = screen.getByRole('link', { name: en.lineSwitchNoDemo('7.x', 'rc-table') });
    expect(link).toHaveAttribute('href', '/en/7.x/demo');
    expect(link).toHaveAttribute('title', '7.x: rc-table 7.x lacks this feature, so it has no such demo; go to the 7.x demos');
  });
});
