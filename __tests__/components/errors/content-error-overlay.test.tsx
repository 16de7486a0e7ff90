import { render, screen, within } from '@testing-library/react';
import { ContentErrorView } from '@/components/errors/ContentErrorOverlay';
import { errorReport } from '@/lib/registry/error-report';

const source = ['---', 'title: [broken: yaml', 'order: 1', '---', '', '<Demo id="simple" />'].join('\n');
const report = errorReport(
  { file: 'content/demo/simple.mdx', reason: 'malformed YAML frontmatter: missed comma between flow collection entries', at: { line: 3, column: 1 } },
  source,
);

describe('ContentErrorView', () => {
  it('shows the file, line and column, the reason and the numbered lines around it, in the edition’s words', () => {
    render(<ContentErrorView report={report} locale="en" />);
    const dialog = screen.getByRole('alertdialog', { name: 'Content error' });
    expect(dialog).toHaveAccessibleDescription('malformed YAML frontmatter: missed comma between flow collection entries');
    expect(within(dialog).getByText('content/demo/simple.mdx:3:1')).toBeVisible();
    const code = dialog.querySelector('pre');
    expect(code?.textContent).toBe(['1---', '2title: [broken: yaml', '3order: 1', '^', '4---', '5'].join(''));
    expect(within(dialog).getByText(/goes away by itself/)).toBeVisible();
  });

  it('speaks zh-CN on zh-CN pages, and shows no lines for a problem of the whole file', () => {
    render(<ContentErrorView report={errorReport({ file: 'content/demo/simple.mdx', reason: 'the page has no English edition' }, source)} locale="zh-CN" />);
    const dialog = screen.getByRole('alertdialog', { name: '内容有错误' });
    expect(within(dialog).getByText('content/demo/simple.mdx')).toBeVisible();
    expect(dialog.querySelector('pre')).toBeNull();
  });
});
