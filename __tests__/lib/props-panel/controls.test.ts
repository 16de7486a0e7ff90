/** @jest-environment node */
import enTable1 from '@/.generated/api/1.x/en/Table.json';
import enExpandable1 from '@/.generated/api/1.x/en/expandable.json';
import enScroll1 from '@/.generated/api/1.x/en/scroll.json';
import enSticky1 from '@/.generated/api/1.x/en/sticky.json';
import enVirtual1 from '@/.generated/api/1.x/en/VirtualTable.json';
import zhTable7 from '@/.generated/api/7.x/zh-CN/Table.json';
import zhExpandable7 from '@/.generated/api/7.x/zh-CN/expandable.json';
import zhScroll7 from '@/.generated/api/7.x/zh-CN/scroll.json';
import zhSticky7 from '@/.generated/api/7.x/zh-CN/sticky.json';
import type { ApiData } from '@/lib/api/types';
import { controlsFor, controlValue, emptyFormFor, firstSentence, parseFieldText } from '@/lib/props-panel/controls';
import { findTableElement } from '@/lib/props-panel/table-element';

const en1 = { Table: enTable1, expandable: enExpandable1, scroll: enScroll1, sticky: enSticky1, VirtualTable: enVirtual1 } as ApiData;
const zh7 = { Table: zhTable7, expandable: zhExpandable7, scroll: zhScroll7, sticky: zhSticky7 } as ApiData;
const byName = (api: ApiData, component: 'Table' | 'VirtualTable' = 'Table') =>
  new Map(controlsFor(api, component).map((control) => [control.field ? `${control.prop}.${control.field}` : control.prop, control]));

describe('controlsFor', () => {
  it("makes each control from the line's API rows: switches, selects, number and text fields, and the object props' fields", () => {
    const controls = byName(en1);
    expect(controls.get('showHeader')).toMatchObject({ kind: 'switch', default: 'true', table: 'Table' });
    expect(controls.get('direction')).toMatchObject({ kind: 'select', options: ['ltr', 'rtl'], default: "'ltr'" });
    expect(controls.get('tableLayout')).toMatchObject({ kind: 'select', options: ['auto', 'fixed'] });
    expect(controls.get('sticky')).toMatchObject({ kind: 'switch' });
    expect(controls.get('sticky.offsetHeader')).toMatchObject({ kind: 'number', table: 'sticky', default: '0' });
    expect(controls.get('scroll.y')).toMatchObject({ kind: 'text', table: 'scroll' });
    expect(controls.get('rowKey')).toMatchObject({ kind: 'text' });
    expect(controls.get('expandable.fixed')).toMatchObject({ kind: 'select', options: ['start', 'end', 'left', 'right', true, false] });
    expect(controls.get('showExpandAll' as string)).toBeUndefined();
    expect(controls.get('expandable.showExpandAll')).toMatchObject({ kind: 'switch', lineOnly: '1.x' });
  });

  it('leaves out deprecated props, props only the code can write, and the virtual table’s own props on a plain table', () => {
    const controls = byName(en1);
    for (const name of [
      'expandRowByClick',
      'indentSize',
      'columns',
      'data',
      'style',
      'classNames',
      'emptyText',
      'onRow',
      'scroll',
      'expandable',
      'listItemHeight',
    ])
      expect([name, controls.has(name)]).toEqual([name, false]);
    expect(byName(en1, 'VirtualTable').get('listItemHeight')).toMatchObject({ kind: 'number', table: 'VirtualTable', default: '24' });
  });

  it("offers 1.x's values only on 1.x, in the page's language", () => {
    const controls = byName(zh7);
    expect(controls.get('expandable.fixed')).toMatchObject({ options: ['left', 'right', true, false] });
    expect(controls.has('expandable.showExpandAll')).toBe(false);
    expect(controls.get('showHeader')?.summary).toBe('是否显示表头。');
  });
});

describe('controlValue', () => {
  const element = findTableElement(
    "import Table from 'rc-table';\nconst a = <Table sticky={{ offsetHeader: 8 }} scroll={scroll} direction=\"rtl\" expandable={{ fixed: 'start', expandedRowRender }} />;",
  );
  if (!element) throw new Error('no table');
  const controls = byName(en1);
  const value = (name: string) => {
    const control = controls.get(name);
    if (!control) throw new Error(name);
    return controlValue(element, control);
  };

  it('reads literals, unset props, computed props and the fields of an object', () => {
    expect(value('direction')).toEqual({ state: 'literal', value: 'rtl' });
    expect(value('showHeader')).toEqual({ state: 'unset' });
    expect(value('sticky')).toEqual({ state: 'literal', value: true });
    expect(value('sticky.offsetHeader')).toEqual({ state: 'literal', value: 8 });
    expect(value('sticky.offsetScroll')).toEqual({ state: 'unset' });
    expect(value('scroll.y')).toEqual({ state: 'computed', text: 'scroll' });
    expect(value('expandable.fixed')).toEqual({ state: 'literal', value: 'start' });
  });

  it('clears the last field of sticky to its shorthand, and of an empty object the author wrote back to it', () => {
    expect(emptyFormFor('sticky', element)).toBe('shorthand');
    expect(emptyFormFor('scroll', element)).toBe('remove');
    const empty = findTableElement("import Table from 'rc-table';\nconst a = <Table expandable={{}} />;");
    expect(emptyFormFor('expandable', empty)).toBe('empty');
  });
});

describe('parseFieldText', () => {
  const scrollX = { options: [true], boolean: false, number: true, string: true, other: false };
  it("reads a field's text as the type takes it", () => {
    expect(parseFieldText('1200', scrollX)).toBe(1200);
    expect(parseFieldText(' true ', scrollX)).toBe(true);
    expect(parseFieldText('max-content', scrollX)).toBe('max-content');
    expect(parseFieldText('', scrollX)).toBeUndefined();
    expect(parseFieldText('12px', { options: [], boolean: false, number: true, string: false, other: false })).toEqual(new Error('12px'));
  });
});

describe('firstSentence', () => {
  it('keeps the first sentence in either language', () => {
    expect(firstSentence('Sticky header: `true` or a configuration object, see sticky. While the table scrolls')).toBe(
      'Sticky header: `true` or a configuration object, see sticky.',
    );
    expect(firstSentence('粘性表头：`true` 或配置对象，见 sticky。滚动时表头粘在顶部')).toBe('粘性表头：`true` 或配置对象，见 sticky。');
    expect(firstSentence('Version 1.2 of it')).toBe('Version 1.2 of it');
  });
});
