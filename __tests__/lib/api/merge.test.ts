import { ApiDescriptionError, mergeDescriptions } from '@/lib/api/merge';
import { releaseLabels, releaseLabelText } from '@/lib/api/labels';
import type { ExtractedProp } from '@/lib/api/types';

const prop = (name: string, extra: Partial<ExtractedProp> = {}): ExtractedProp => ({ name, type: 'string', required: false, labels: [], ...extra });

describe('mergeDescriptions', () => {
  it('prefers TSDoc, falls back to the written description and default', () => {
    const data = mergeDescriptions({ Table: [prop('a', { description: 'from TSDoc' }), prop('b')] }, { Table: { a: 'written', b: { description: '说明', default: '1' } } });
    expect(data.Table).toEqual([
      { name: 'a', description: 'from TSDoc', type: 'string', required: false, labels: [] },
      { name: 'b', description: '说明', type: 'string', default: '1', required: false, labels: [] },
    ]);
  });

  it('fails naming every prop without a description', () => {
    const run = () => mergeDescriptions({ Table: [prop('a'), prop('b', { description: 'ok' })], Column: [prop('c')] }, { $comment: 'note' });
    expect(run).toThrow(ApiDescriptionError);
    expect(run).toThrow('Table.a, Column.c');
  });
});

describe('releaseLabels', () => {
  it('orders the stages and carries the deprecation text', () => {
    expect(releaseLabels([{ name: 'deprecated', text: 'gone' }, { name: 'beta', text: '' }, { name: 'alpha', text: '' }])).toEqual({ labels: ['alpha', 'beta', 'deprecated'], deprecation: 'gone' });
    expect(releaseLabels([{ name: 'experimental', text: '' }, { name: 'see', text: 'x' }])).toEqual({ labels: ['experimental'] });
    expect(releaseLabelText).toEqual({ alpha: 'Alpha', beta: 'Beta', experimental: 'Experimental', deprecated: 'Deprecated' });
  });
});
