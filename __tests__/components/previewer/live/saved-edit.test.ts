import { savePreviewerForReload, takeSavedPreviewer } from '@/components/previewer/live/saved-edit';

describe('the saved edit', () => {
  afterEach(() => window.sessionStorage.clear());

  it('comes back once, with whose code it is', () => {
    savePreviewerForReload('simple', { edits: { 'index.tsx': 'shared' }, showCode: true, origin: 'link' });
    expect(takeSavedPreviewer('simple')).toEqual({ edits: { 'index.tsx': 'shared' }, showCode: true, origin: 'link' });
    expect(takeSavedPreviewer('simple')).toBeNull();
  });

  it('takes an edit without a known origin (saved by an older version of the site) as a link’s, so it comes back held', () => {
    window.sessionStorage.setItem('rc-table-docs:previewer:simple', JSON.stringify({ edits: { 'index.tsx': 'x' }, showCode: false }));
    expect(takeSavedPreviewer('simple')).toEqual({ edits: { 'index.tsx': 'x' }, showCode: false, origin: 'link' });
    window.sessionStorage.setItem('rc-table-docs:previewer:simple', JSON.stringify({ edits: { 'index.tsx': 'x' }, showCode: false, origin: 'mine' }));
    expect(takeSavedPreviewer('simple')?.origin).toBe('link');
  });

  it('drops what it cannot read', () => {
    window.sessionStorage.setItem('rc-table-docs:previewer:simple', '{not json');
    expect(takeSavedPreviewer('simple')).toBeNull();
    window.sessionStorage.setItem('rc-table-docs:previewer:simple', JSON.stringify({ edits: { 'index.tsx': 1 }, showCode: true, origin: 'reader' }));
    expect(takeSavedPreviewer('simple')).toBeNull();
  });
});
