import { ApiDescriptionError, descriptionsFile, mergeDescriptions, parseDescriptions } from '@/lib/api/merge';
import { labelText, releaseLabels } from '@/lib/api/labels';
import type { PropLabel } from '@/lib/api/types';
import { en } from '@/lib/messages/en';
import { zhCN } from '@/lib/messages/zh-CN';
import type { ExtractedProp } from '@/lib/api/types';

const prop = (name: string, extra: Partial<ExtractedProp> = {}): ExtractedProp => ({ name, type: 'string', required: false, labels: [], ...extra });

describe('mergeDescriptions', () => {
  it("prefers the edition's written description to TSDoc (English only), falls back to TSDoc, and takes the written default", () => {
    const data = mergeDescriptions(
      { Table: [prop('a', { description: 'from TSDoc' }), prop('b'), prop('c', { description: 'only TSDoc' })] },
      { Table: { a: '写的说明', b: { description: '说明', default: '1' } } },
    );
    expect(data.Table).toEqual([
      { name: 'a', description: '写的说明', type: 'string', required: false, labels: [] },
      { name: 'b', description: '说明', type: 'string', default: '1', required: false, labels: [] },
      { name: 'c', description: 'only TSDoc', type: 'string', required: false, labels: [] },
    ]);
  });

  it('fails naming every prop without a description', () => {
    const run = () => mergeDescriptions({ Table: [prop('a'), prop('b', { description: 'ok' })], Column: [prop('c')] }, { $comment: 'note' });
    expect(run).toThrow(ApiDescriptionError);
    expect(run).toThrow('Table.a, Column.c');
  });

  it('adds the no-effect label after the TSDoc labels when an entry says noEffect', () => {
    const data = mergeDescriptions(
      { ColumnGroup: [prop('render'), prop('onCellClick', { labels: ['deprecated'], deprecation: 'use onCell' }), prop('title')] },
      {
        ColumnGroup: {
          render: { description: '分组上无效果', noEffect: true },
          onCellClick: { description: '没有效果', noEffect: true },
          title: { description: '列头', noEffect: false },
        },
      },
    );
    expect(data.ColumnGroup.map((row) => [row.name, row.labels])).toEqual([
      ['render', ['no-effect']],
      ['onCellClick', ['deprecated', 'no-effect']],
      ['title', []],
    ]);
  });

  it('fails on an entry for a table or prop the declarations do not have, naming the file and each one', () => {
    const run = () => mergeDescriptions({ Table: [prop('a', { description: 'ok' })] }, { Table: { a: 'x', gone: 'y' }, Nope: { b: 'z' } });
    expect(run).toThrow(ApiDescriptionError);
    expect(run).toThrow('content/api/descriptions.json: Table.gone is not a prop in rc-table\'s declarations; "Nope" is not an API table');
  });

  it("names the English edition's file when its descriptions are at fault", () => {
    const run = () => mergeDescriptions({ Table: [prop('a'), prop('b', { description: 'ok' })] }, {}, descriptionsFile('en'));
    expect(run).toThrow(ApiDescriptionError);
    expect(run).toThrow(/^content\/en\/api\/descriptions\.json: API props without a description \(add them here\): Table\.a$/);
  });
});

describe('descriptionsFile', () => {
  it("is each edition's descriptions file", () => {
    expect(descriptionsFile('zh-CN')).toBe('content/api/descriptions.json');
    expect(descriptionsFile('en')).toBe('content/en/api/descriptions.json');
  });
});

describe('parseDescriptions', () => {
  it('returns the entries of a well-formed file, notes included', () => {
    const text = JSON.stringify({ $comment: 'n', Table: { a: '说明', b: { description: '说明', default: '1', noEffect: true } } });
    expect(parseDescriptions(text)).toEqual({ $comment: 'n', Table: { a: '说明', b: { description: '说明', default: '1', noEffect: true } } });
  });

  it('fails naming the file on invalid JSON', () => {
    expect(() => parseDescriptions('{ "Table": ')).toThrow(/^content\/api\/descriptions\.json: is not valid JSON/);
    expect(() => parseDescriptions('{ "Table": ', descriptionsFile('en'))).toThrow(/^content\/en\/api\/descriptions\.json: is not valid JSON/);
  });

  it('fails naming each malformed entry', () => {
    const text = JSON.stringify({
      Table: { a: '', b: { default: '1' }, c: { description: 'x', noEffect: 'yes' }, d: { description: 'x', note: 'y' }, e: 3 },
      Column: 'not an object',
    });
    let error: unknown;
    try {
      parseDescriptions(text);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ApiDescriptionError);
    expect((error as ApiDescriptionError).problems).toEqual([
      'Table.a is an empty description',
      'Table.b needs a non-empty "description"',
      'Table.c.noEffect must be true or false',
      'Table.d has unknown key(s) note',
      'Table.e must be a string or { "description", "default"?, "noEffect"?, "deprecatedValues"? }',
      '"Column" must be an object of prop name → description',
    ]);
  });
});

describe('releaseLabels', () => {
  it('orders the stages and carries the deprecation text', () => {
    expect(
      releaseLabels([
        { name: 'deprecated', text: 'gone' },
        { name: 'beta', text: '' },
        { name: 'alpha', text: '' },
      ]),
    ).toEqual({ labels: ['alpha', 'beta', 'deprecated'], deprecation: 'gone' });
    expect(
      releaseLabels([
        { name: 'experimental', text: '' },
        { name: 'see', text: 'x' },
      ]),
    ).toEqual({ labels: ['experimental'] });
    const labels: PropLabel[] = ['alpha', 'beta', 'experimental', 'deprecated', 'no-effect'];
    expect(labels.map((label) => labelText(label, zhCN.noEffectLabel))).toEqual(['Alpha', 'Beta', 'Experimental', 'Deprecated', '无效果']);
    // The release stages read the same in both editions; no-effect is the edition's own word.
    expect(labels.map((label) => labelText(label, en.noEffectLabel))).toEqual(['Alpha', 'Beta', 'Experimental', 'Deprecated', 'No effect']);
  });
});
