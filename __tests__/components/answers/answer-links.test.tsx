import { render, screen, within } from '@testing-library/react';
import { AnswerLinks } from '@/components/answers/AnswerLinks';
import { answersZhCN } from '@/lib/messages/answers/zh-CN';

jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), replace: jest.fn() }) }));

// The site's own answers (.generated/answers.json): content/troubleshooting/column-width-ignored.mdx names the
// scroll-x demo and the Column.width row.
describe('<AnswerLinks>', () => {
  it('on an answer page: its tracker threads, then the demo pages and API rows it concerns', () => {
    render(<AnswerLinks routeId="troubleshooting/column-width-ignored" locale="zh-CN" />);
    const issues = screen.getByRole('region', { name: answersZhCN.issuesTitle });
    expect(within(issues).getByRole('link', { name: 'ant-design/ant-design #11072' })).toHaveAttribute(
      'href',
      'https://github.com/ant-design/ant-design/issues/11072',
    );
    const related = screen.getByRole('region', { name: answersZhCN.relatedTitle });
    expect(within(related).getByRole('link', { name: '横向滚动' })).toHaveAttribute('href', '/demo/scroll-x');
    expect(within(related).getByRole('link', { name: 'Column.width' })).toHaveAttribute('href', '/#api-column-width');
  });

  it('on a demo page: the answers that concern its demo, on its line and in its edition', () => {
    render(<AnswerLinks routeId="en/7.x/demo/scroll-x" locale="en" />);
    const answers = screen.getByRole('region', { name: 'Troubleshooting' });
    expect(within(answers).getByRole('link', { name: 'Column widths are ignored' })).toHaveAttribute('href', '/en/7.x/troubleshooting/column-width-ignored');
  });

  it('on any other page: nothing', () => {
    const { container } = render(<AnswerLinks routeId="demo/simple" locale="zh-CN" />);
    expect(container).toBeEmptyDOMElement();
  });
});
