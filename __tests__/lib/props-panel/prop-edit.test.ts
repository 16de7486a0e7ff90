/** @jest-environment node */
import { ComputedValueError, setField, setProp } from '@/lib/props-panel/prop-edit';
import { applyChanges } from '@/lib/text-changes';
import { findTableElement } from '@/lib/props-panel/table-element';

const demo = (tag: string, imports = "import Table from 'rc-table';") => `${imports}\n\nexport default function App() {\n  return ${tag};\n}\n`;

function edit(source: string, run: (element: NonNullable<ReturnType<typeof findTableElement>>) => ReturnType<typeof setProp>): string {
  const element = findTableElement(source);
  if (!element) throw new Error('no table');
  return applyChanges(source, run(element));
}

describe('findTableElement', () => {
  it('reads literal, shorthand, object and computed props of the first table, named as the file imports it', () => {
    const source = demo(
      `<Grid<Row> columns={columns} bordered direction="rtl" showHeader={false} scroll={{ x: 'max-content', y: 300 }} sticky={{ ...base }} rowKey={(r) => r.id} {...rest} />`,
      "import Grid from '@rc-component/table';",
    );
    const element = findTableElement(source);
    expect(element?.component).toBe('Table');
    expect(source.slice(0, element?.nameEnd)).toMatch(/<Grid<Row>$/);
    const values = Object.fromEntries(element?.props.map((prop) => [prop.name, prop.value]) ?? []);
    expect(values.columns).toMatchObject({ kind: 'computed', text: 'columns' });
    expect(values.bordered).toMatchObject({ kind: 'literal', value: true, shorthand: true });
    expect(values.direction).toMatchObject({ kind: 'literal', value: 'rtl' });
    expect(values.showHeader).toMatchObject({ kind: 'literal', value: false });
    expect(values.scroll).toMatchObject({
      kind: 'object',
      fields: [
        { name: 'x', value: { kind: 'literal', value: 'max-content' } },
        { name: 'y', value: { kind: 'literal', value: 300 } },
      ],
    });
    expect(values.sticky).toMatchObject({ kind: 'computed', text: '{ ...base }' });
    expect(values.rowKey).toMatchObject({ kind: 'computed', text: '(r) => r.id' });
    expect(element?.spreads.map((spread) => spread.text)).toEqual(['{...rest}']);
  });

  it('finds the virtual table, skips Table.Summary and files that import no table', () => {
    expect(findTableElement(demo('<VirtualTable scroll={{ y: 200 }} />', "import { VirtualTable } from 'rc-table';"))?.component).toBe('VirtualTable');
    expect(findTableElement(demo('<Table.Summary fixed />'))).toBeUndefined();
    expect(findTableElement(demo('<Table />', "import Table from './Table';"))).toBeUndefined();
  });
});

describe('setProp', () => {
  it('adds a prop after the last one on a single-line tag, changes it and removes it, leaving the rest as it was', () => {
    const source = demo('<Table columns={columns} data={data} />');
    const added = edit(source, (element) => setProp(source, element, 'direction', 'rtl'));
    expect(added).toBe(demo('<Table columns={columns} data={data} direction="rtl" />'));
    const changed = edit(added, (element) => setProp(added, element, 'direction', 'ltr'));
    expect(changed).toBe(demo('<Table columns={columns} data={data} direction="ltr" />'));
    expect(edit(changed, (element) => setProp(changed, element, 'direction', undefined))).toBe(source);
  });

  it('writes true as a shorthand, false and numbers in braces, and a string JSX cannot quote as a literal', () => {
    const source = demo('<Table />');
    expect(edit(source, (element) => setProp(source, element, 'showHeader', true))).toBe(demo('<Table showHeader />'));
    expect(edit(source, (element) => setProp(source, element, 'showHeader', false))).toBe(demo('<Table showHeader={false} />'));
    expect(edit(source, (element) => setProp(source, element, 'indentSize', 24))).toBe(demo('<Table indentSize={24} />'));
    expect(edit(source, (element) => setProp(source, element, 'className', `a "b" 'c'`))).toBe(demo(`<Table className={'a "b" \\'c\\''} />`));
  });

  it("follows a multi-line tag's layout, and removes a prop with its line", () => {
    const tag = (extra: string) => demo(`(\n    <Table<Row>\n      // the data\n      data={data}\n${extra}      columns={columns}\n    />\n  )`);
    const source = tag('      showHeader={false}\n');
    const added = edit(source, (element) => setProp(source, element, 'tableLayout', 'fixed'));
    expect(added).toBe(
      demo(
        '(\n    <Table<Row>\n      // the data\n      data={data}\n      showHeader={false}\n      columns={columns}\n      tableLayout="fixed"\n    />\n  )',
      ),
    );
    expect(edit(added, (element) => setProp(added, element, 'tableLayout', undefined))).toBe(source);
    expect(edit(source, (element) => setProp(source, element, 'showHeader', undefined))).toBe(tag(''));
  });

  it('refuses to overwrite a computed prop', () => {
    const source = demo('<Table scroll={scroll} />');
    const element = findTableElement(source);
    if (!element) throw new Error('no table');
    expect(() => setProp(source, element, 'scroll', undefined)).toThrow(ComputedValueError);
  });
});

describe('setField', () => {
  it('adds the prop with its field, adds and changes fields in the object, and removes the prop with its last field', () => {
    const source = demo('<Table data={data} />');
    const y = edit(source, (element) => setField(source, element, 'scroll', 'y', 200));
    expect(y).toBe(demo('<Table data={data} scroll={{ y: 200 }} />'));
    const x = edit(y, (element) => setField(y, element, 'scroll', 'x', 'max-content'));
    expect(x).toBe(demo("<Table data={data} scroll={{ y: 200, x: 'max-content' }} />"));
    const changed = edit(x, (element) => setField(x, element, 'scroll', 'y', 240));
    expect(changed).toBe(demo("<Table data={data} scroll={{ y: 240, x: 'max-content' }} />"));
    const first = edit(changed, (element) => setField(changed, element, 'scroll', 'y', undefined));
    expect(first).toBe(demo("<Table data={data} scroll={{ x: 'max-content' }} />"));
    const lastOfTwo = edit(changed, (element) => setField(changed, element, 'scroll', 'x', undefined));
    expect(lastOfTwo).toBe(demo('<Table data={data} scroll={{ y: 240 }} />'));
    expect(edit(lastOfTwo, (element) => setField(lastOfTwo, element, 'scroll', 'y', undefined))).toBe(source);
  });

  it('keeps a multi-line object multi-line, with or without its trailing comma', () => {
    const trailing = demo('<Table\n    sticky={{\n      offsetHeader: 64,\n    }}\n  />');
    const withComma = edit(trailing, (element) => setField(trailing, element, 'sticky', 'offsetScroll', 8));
    expect(withComma).toBe(demo('<Table\n    sticky={{\n      offsetHeader: 64,\n      offsetScroll: 8,\n    }}\n  />'));
    expect(edit(withComma, (element) => setField(withComma, element, 'sticky', 'offsetScroll', undefined))).toBe(trailing);
    const bare = demo('<Table\n    sticky={{\n      offsetHeader: 64\n    }}\n  />');
    expect(edit(bare, (element) => setField(bare, element, 'sticky', 'offsetScroll', 8))).toBe(
      demo('<Table\n    sticky={{\n      offsetHeader: 64,\n      offsetScroll: 8\n    }}\n  />'),
    );
  });

  it('turns a shorthand into an object, and back into the shorthand when asked to keep it on', () => {
    const source = demo('<Table sticky />');
    const object = edit(source, (element) => setField(source, element, 'sticky', 'offsetHeader', 64));
    expect(object).toBe(demo('<Table sticky={{ offsetHeader: 64 }} />'));
    expect(edit(object, (element) => setField(object, element, 'sticky', 'offsetHeader', undefined, 'shorthand'))).toBe(source);
  });

  it("goes back to the author's empty object when asked to", () => {
    const source = demo('<Table expandable={{}} />');
    const set = edit(source, (element) => setField(source, element, 'expandable', 'fixed', 'start'));
    expect(set).toBe(demo("<Table expandable={{ fixed: 'start' }} />"));
    expect(edit(set, (element) => setField(set, element, 'expandable', 'fixed', undefined, 'empty'))).toBe(source);
    expect(edit(set, (element) => setField(set, element, 'expandable', 'fixed', undefined))).toBe(demo('<Table />'));
  });

  it('refuses fields of an object the code computes', () => {
    const source = demo('<Table expandable={expandable} />');
    const element = findTableElement(source);
    if (!element) throw new Error('no table');
    expect(() => setField(source, element, 'expandable', 'fixed', 'start')).toThrow(ComputedValueError);
  });
});
