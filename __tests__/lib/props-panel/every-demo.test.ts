/** @jest-environment node */
import * as babel from '@babel/standalone';
import generated from '@/.generated/registry.json';
import enTable1 from '@/.generated/api/1.x/en/Table.json';
import enScroll1 from '@/.generated/api/1.x/en/scroll.json';
import enSticky1 from '@/.generated/api/1.x/en/sticky.json';
import enExpandable1 from '@/.generated/api/1.x/en/expandable.json';
import enVirtual1 from '@/.generated/api/1.x/en/VirtualTable.json';
import enTable7 from '@/.generated/api/7.x/en/Table.json';
import enScroll7 from '@/.generated/api/7.x/en/scroll.json';
import enSticky7 from '@/.generated/api/7.x/en/sticky.json';
import enExpandable7 from '@/.generated/api/7.x/en/expandable.json';
import enVirtual7 from '@/.generated/api/7.x/en/VirtualTable.json';
import type { ApiData } from '@/lib/api/types';
import type { LineId } from '@/lib/lines/lines';
import { compileModule } from '@/lib/live/compile';
import { controlsFor, controlValue, emptyFormFor, type ControlSpec, type ControlValue } from '@/lib/props-panel/controls';
import { setField, setProp } from '@/lib/props-panel/prop-edit';
import { applyChanges, type TextChange } from '@/lib/text-changes';
import { findTableElement, type Primitive, type TableElement } from '@/lib/props-panel/table-element';
import type { Registry } from '@/lib/registry/types';

/**
 * Issue 36's guarantee over every demo's own code, on both lines: for each control the panel offers on its main table
 * (and the code does not compute), setting, changing and removing the value gives code that parses, reads back as
 * what was set, and differs from the code before only inside the edit; a value added and removed again gives back
 * the original byte for byte. The code with every control changed at once still compiles as the live editor does.
 */
const registry = generated as unknown as Registry;
const api: Record<LineId, ApiData> = {
  '1.x': { Table: enTable1, scroll: enScroll1, sticky: enSticky1, expandable: enExpandable1, VirtualTable: enVirtual1 } as ApiData,
  '7.x': { Table: enTable7, scroll: enScroll7, sticky: enSticky7, expandable: enExpandable7, VirtualTable: enVirtual7 } as ApiData,
};

/** Two values a control can take, the second unlike the first and unlike the default. */
function samples(control: ControlSpec): [Primitive, Primitive] {
  switch (control.kind) {
    case 'switch':
      return control.default === 'true' ? [false, true] : [true, false];
    case 'select':
      return [control.options[0], control.options[1] ?? control.options[0]];
    case 'number':
      return [42, 7];
    case 'text':
      return control.accepts.number ? [200, 240] : ['sample', 'it\'s "quoted"'];
  }
}

/** The edit of one control on the code's table element, clearing an object's last field as the panel does. */
function edit(original: TableElement | undefined, source: string, element: TableElement, control: ControlSpec, value: Primitive | undefined): TextChange[] {
  return control.field
    ? setField(source, element, control.prop, control.field, value, emptyFormFor(control.prop, original))
    : setProp(source, element, control.prop, value);
}

const name = (control: ControlSpec) => (control.field ? `${control.prop}.${control.field}` : control.prop);

/**
 * Applies the edit, and checks that the code parses, reads the value back, and kept every byte outside the edit.
 * Returns the new code and its table element, for the next step.
 */
function step(
  original: TableElement | undefined,
  [source, element]: [string, TableElement],
  control: ControlSpec,
  value: Primitive | undefined,
  expected: ControlValue,
): [string, TableElement] {
  const what = `${name(control)} = ${String(value)}`;
  const changes = edit(original, source, element, control, value);
  const next = applyChanges(source, changes);
  const from = Math.min(...changes.map((change) => change.from), source.length);
  const to = Math.max(...changes.map((change) => change.to), 0);
  expect([what, next.slice(0, from), next.slice(next.length - (source.length - Math.max(to, from)))]).toEqual([
    what,
    source.slice(0, from),
    source.slice(Math.max(to, from)),
  ]);
  const table = findTableElement(next);
  if (!table) throw new Error(`${what}: the code no longer parses to a table`);
  expect([what, controlValue(table, control)]).toEqual([what, expected]);
  return [next, table];
}

const entries = Object.values(registry.demos).flatMap((demo) => {
  const entry = demo.asset.dependencies['index.tsx'];
  if (entry?.type !== 'FILE') return [];
  const element = findTableElement(entry.value);
  return element ? [[`${demo.line} ${demo.name}`, demo.line as LineId, entry.value] as const] : [];
});

it('finds a main table in nearly every demo', () => {
  expect(entries.length).toBeGreaterThan(Object.keys(registry.demos).length * 0.9);
});

describe.each(entries)('%s', (_, line, original) => {
  const table = findTableElement(original);
  if (!table) throw new Error('no table');
  const controls = controlsFor(api[line], table.component).filter((control) => controlValue(table, control).state !== 'computed');

  it('sets, changes and removes each offered prop, keeping every other byte', () => {
    expect(controls.length).toBeGreaterThan(10);
    for (const control of controls) {
      const before = controlValue(table, control);
      const [first, second] = samples(control);
      const set = step(table, [original, table], control, first, { state: 'literal', value: first });
      const changed = step(table, set, control, second, { state: 'literal', value: second });
      step(table, changed, control, undefined, { state: 'unset' });
      // Clearing a sticky field keeps sticky on (the shorthand stays), so only other values come back byte for byte.
      if (before.state === 'unset' && !(control.prop === 'sticky' && control.field))
        expect([name(control), applyChanges(set[0], edit(table, set[0], set[1], control, undefined))]).toEqual([name(control), original]);
    }
  });

  it('compiles with every control changed', () => {
    const [all] = controls.reduce<[string, TableElement]>(
      (state, control) => {
        const next = applyChanges(state[0], edit(table, state[0], state[1], control, samples(control)[1]));
        const element = findTableElement(next);
        if (!element) throw new Error(`${name(control)}: the table went missing`);
        return [next, element];
      },
      [original, table],
    );
    expect(compileModule(babel, all)).toMatchObject({ ok: true });
  });
});
