import { render, screen } from '@testing-library/react';
import { apiView } from '@/lib/api/state';
import type { ApiProp } from '@/lib/api/types';
import { messages } from '@/lib/messages';

const row: ApiProp = { name: 'rowKey', description: '行的唯一键', type: 'string', required: true, labels: ['deprecated'], deprecation: 'old' };

describe('apiView: the three states of SPEC §8', () => {
  it('says apiParser must be enabled when generation is off', () => {
    expect(apiView({ enabled: false, id: 'Table', knownIds: ['Table'] })).toEqual({ kind: 'message', status: 'disabled', text: 'apiParser must be enabled to use auto-generated API' });
  });

  it('says the definition is resolving while the rows load', () => {
    expect(apiView({ enabled: true, id: 'Table', knownIds: ['Table'] })).toEqual({ kind: 'message', status: 'resolving', text: 'Properties definition is resolving, wait a moment...' });
  });

  it('says the definition is not found for an unknown id', () => {
    expect(apiView({ enabled: true, id: 'Tabel', knownIds: ['Table'], rows: [row] })).toEqual({ kind: 'message', status: 'unknown', text: 'Properties definition not found for Tabel component' });
  });

  it('shows the rows once loaded', () => {
    expect(apiView({ enabled: true, id: 'Table', knownIds: ['Table'], rows: [row] })).toEqual({ kind: 'rows', rows: [row] });
  });
});

jest.mock('@/.generated/api-modules', () => {
  let resolve: (rows: ApiProp[]) => void = () => undefined;
  const pending = new Promise<ApiProp[]>((done) => {
    resolve = done;
  });
  return { apiModules: { Table: () => pending }, resolveTable: (rows: ApiProp[]) => resolve(rows) };
});

describe('<API> and <ApiTable>', () => {
  it('renders the unknown-id message, then the resolving message, then the rows', async () => {
    const { API } = await import('@/components/api/API');
    const modules = (await import('@/.generated/api-modules')) as unknown as { resolveTable: (rows: ApiProp[]) => void };
    const { unmount } = render(<API id="Nope" />);
    expect(screen.getByRole('status')).toHaveTextContent(messages.apiNotFound('Nope'));
    unmount();

    render(<API id="Table" />);
    expect(screen.getByRole('status')).toHaveTextContent(messages.apiResolving);
    modules.resolveTable([row]);
    const cell = await screen.findByText('rowKey');
    expect(cell.tagName).toBe('DEL');
    expect(screen.getByText(messages.apiRequired)).toBeInTheDocument();
    expect(screen.getByText('Deprecated')).toHaveAttribute('title', 'old');
    expect(document.getElementById('api-table-rowkey')).not.toBeNull();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Description', 'Type', 'Default']);
  });

  it('renders the apiParser message when the site turns generation off', async () => {
    jest.resetModules();
    jest.doMock('@/lib/site', () => ({ site: { apiParser: false, prefetch: 'none' } }));
    const { API } = await import('@/components/api/API');
    render(<API id="Table" />);
    expect(screen.getByRole('status')).toHaveTextContent(messages.apiParserDisabled);
  });
});
