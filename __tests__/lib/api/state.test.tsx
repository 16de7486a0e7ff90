import { render, screen, within } from '@testing-library/react';
import { apiView } from '@/lib/api/state';
import type { ApiProp } from '@/lib/api/types';
import { apiToolsZhCN as tools } from '@/lib/messages/api-tools/zh-CN';
import { zhCN as messages } from '@/lib/messages/zh-CN';
import { answersZhCN } from '@/lib/messages/answers/zh-CN';

// A row's troubleshooting answers are links of the site's own, which read the router.
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), replace: jest.fn() }) }));

const row: ApiProp = {
  name: 'rowKey',
  description: '行的唯一键',
  type: 'string',
  required: true,
  labels: ['deprecated'],
  deprecation: 'old',
  antd: { kind: 'renamed', name: 'rowId', note: '换了名字。' },
  since: { version: '7.3.0', deprecated: '7.20.5' },
};

describe('apiView: the states of SPEC §8 that a built site can meet', () => {
  it('says apiParser must be enabled when generation is off', () => {
    expect(apiView({ enabled: false, id: 'Table', rows: [row] })).toEqual({
      kind: 'message',
      status: 'disabled',
      text: 'apiParser must be enabled to use auto-generated API',
    });
  });

  it('says the definition is not found for an id without rows', () => {
    expect(apiView({ enabled: true, id: 'Tabel', rows: undefined })).toEqual({
      kind: 'message',
      status: 'unknown',
      text: 'Properties definition not found for Tabel component',
    });
  });

  it('shows the rows of a known id', () => {
    expect(apiView({ enabled: true, id: 'Table', rows: [row] })).toEqual({ kind: 'rows', rows: [row] });
  });
});

const englishRow: ApiProp = { ...row, description: 'The unique key of a row', antd: { kind: 'config-provider', name: 'rowKey' } };
const lineOnlyRow: ApiProp = { name: 'classNames', description: '各部分的类名', type: 'object', required: false, labels: [], lineOnly: '1.x' };
const fixedRow: ApiProp = { name: 'fixed', description: '固定列', type: 'FixedType', required: false, labels: [], deprecatedValues: "'left' | 'right'" };
jest.mock('@/.generated/api-modules', () => ({
  apiModules: {
    '1.x': { 'zh-CN': { Table: () => Promise.resolve([row, lineOnlyRow, fixedRow]) }, en: { Table: () => Promise.resolve([englishRow]) } },
    '7.x': { 'zh-CN': { Table: () => Promise.resolve([row]) }, en: { Table: () => Promise.resolve([englishRow]) } },
  },
}));

describe('<API>, rendered as the server renders it', () => {
  it('renders the unknown-id message', async () => {
    const { API } = await import('@/components/api/API');
    render(await API({ id: 'Nope', locale: 'zh-CN', line: '1.x' }));
    expect(screen.getByRole('status')).toHaveTextContent(messages.apiNotFound('Nope'));
  });

  it('renders every row with its anchor, labels and headers', async () => {
    const { API } = await import('@/components/api/API');
    render(await API({ id: 'Table', locale: 'zh-CN', line: '7.x' }));
    const cell = screen.getByText('rowKey');
    expect(cell.tagName).toBe('DEL');
    expect(screen.getByText(messages.apiRequired)).toBeInTheDocument();
    expect(screen.getByText('Deprecated')).toHaveAttribute('title', 'old');
    expect(screen.getByText('行的唯一键')).toBeInTheDocument();
    expect(document.getElementById('api-table-rowkey')).not.toBeNull();
    // The answers that concern a row are linked under its description (content/troubleshooting/row-key.mdx names it).
    const rowKeyRow = document.getElementById('api-table-rowkey') as HTMLElement;
    expect(within(rowKeyRow).getByText(new RegExp(`^${answersZhCN.answersTitle}`))).toBeInTheDocument();
    expect(within(rowKeyRow).getByRole('link', { name: /展开一行/ })).toHaveAttribute('href', '/7.x/troubleshooting/row-key');
    expect(screen.getByRole('region', { name: messages.apiTableLabel('Table') })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      messages.apiName,
      messages.apiDescription,
      messages.apiType,
      messages.apiDefault,
      tools.apiSince,
      tools.apiAntdHeader('antd 5'),
    ]);
    // The since cell: the version, the deprecation's, and the mark the version picker shows (hidden until then).
    const since = screen.getByRole('row', { name: /^rowKey/ }).querySelectorAll('td')[4];
    expect([...since.children].map((part) => part.textContent)).toEqual(['7.3.0', tools.apiDeprecatedIn('7.20.5'), tools.apiNewerThanPicked]);
    expect(screen.getByRole('row', { name: /^rowKey/ })).toHaveAttribute('data-since', '7.3.0');
    // The antd cell: its name as code, then the note on a line of its own.
    const antd = screen.getByRole('row', { name: /^rowKey/ }).querySelectorAll('td')[5];
    expect([...antd.children].map((part) => part.textContent)).toEqual(['rowId', '换了名字。']);
    expect(antd.querySelector('code')).toHaveTextContent('rowId');
    // Below the table, the props only antd has, each group linked to antd 5's Chinese docs.
    const antdOnly = screen.getByRole('region', { name: tools.apiAntdOnly('antd 5', 'Table') });
    const pagination = within(antdOnly).getByRole('link', { name: 'pagination' });
    expect(pagination).toHaveAttribute('href', 'https://5x.ant.design/components/table-cn#pagination');
    expect(within(antdOnly).queryByRole('link', { name: 'column' })).toBeNull();
  });

  it("labels on a line's page the props only that line has, and the values it deprecates", async () => {
    const { API } = await import('@/components/api/API');
    render(await API({ id: 'Table', locale: 'zh-CN', line: '1.x' }));
    const classNames = screen.getByRole('row', { name: /classNames/ });
    expect(classNames).toHaveTextContent('classNames1.x');
    expect(screen.getByText('1.x')).toHaveAttribute('title', messages.apiLineOnlyTitle('1.x'));
    expect(screen.getByRole('row', { name: /^fixed/ })).toHaveTextContent(messages.apiDeprecatedValues("'left' | 'right'"));
    // The 7.x page of the same table has neither.
    document.body.innerHTML = '';
    render(await API({ id: 'Table', locale: 'zh-CN', line: '7.x' }));
    expect(screen.queryByText('1.x')).toBeNull();
    expect(screen.queryByText('classNames')).toBeNull();
  });

  it("renders the English edition's rows under English headers", async () => {
    const { API } = await import('@/components/api/API');
    render(await API({ id: 'Table', locale: 'en', line: '7.x' }));
    expect(screen.getByText('The unique key of a row')).toBeInTheDocument();
    expect(screen.queryByText('行的唯一键')).toBeNull();
    expect(screen.getByText('(required)')).toBeInTheDocument();
    expect(screen.getByText('Deprecated')).toHaveAttribute('title', 'old');
    expect(document.getElementById('api-table-rowkey')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Props of Table' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Description', 'Type', 'Default', 'Since', 'In antd 5']);
    expect(screen.getByRole('row', { name: /^rowKey/ }).querySelectorAll('td')[5]).toHaveTextContent("ConfigProvider's rowKey");
    expect(screen.getByRole('link', { name: 'pagination' })).toHaveAttribute('href', 'https://5x.ant.design/components/table#pagination');
  });

  it('renders the apiParser message when the site turns generation off', async () => {
    jest.resetModules();
    jest.doMock('@/lib/site', () => ({ site: { apiParser: false, prefetch: 'none' } }));
    const { API } = await import('@/components/api/API');
    render(await API({ id: 'Table', locale: 'zh-CN', line: '1.x' }));
    expect(screen.getByRole('status')).toHaveTextContent(messages.apiParserDisabled);
  });
});
