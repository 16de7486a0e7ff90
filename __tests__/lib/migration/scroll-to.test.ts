/** @jest-environment node */
import { migrated, where } from './run';

describe('scrollTo rule', () => {
  it('warns about scrollTo by key or index on a plain table, suggesting align: start', () => {
    const code = `import Table from 'rc-table';
function Demo() {
  const ref = useRef<Reference>(null);
  return <button onClick={() => ref.current?.scrollTo({ key: 'row-9' })}>go</button>;
}
tableRef.current!.scrollTo({ index: 3 });`;
    const result = migrated(code);
    expect(where(result.warnings)).toEqual(['scroll-align@4:33', 'scroll-align@6:1']);
    expect(result.warnings[0]).toMatchObject({ rule: 'scroll-to', values: { code: "ref.current?.scrollTo({ key: 'row-9' })" } });
    expect(result.warnings[0].suggestion).toBe("ref.current?.scrollTo({ key: 'row-9', align: 'start' })");
    expect(result.code).toBe(code.replace("'rc-table'", "'@rc-component/table'"));
  });

  it('leaves calls alone that already align, scroll by pixels, or belong to a virtual table', () => {
    const code = `import Table, { VirtualTable as VT } from 'rc-table';
a.current.scrollTo({ key: 1, align: 'start' });
a.current.scrollTo({ top: 100 });
window.scrollTo({ top: 0 });
<VT ref={virtualRef} />;
virtualRef.current.scrollTo({ index: 500 });`;
    expect(migrated(code).warnings).toEqual([]);
  });

  it('says nothing in code that does not use the table', () => {
    expect(migrated('list.current.scrollTo({ index: 3 });').warnings).toEqual([]);
  });
});
