/** @jest-environment node */
import type { Binding } from '@babel/traverse';
import type { Node, ObjectExpression } from '@babel/types';
import { createFollow, type FlowFinds } from '@/lib/migration/table-flow/follow';
import type { Kind } from '@/lib/migration/table-flow/kinds';
import { TABLE_MODULES, parsed } from './parsed';

/** Follows the `nth` `start` of the code as `kind`, and gives the titles of the column and expandable literals found. */
function follow(lines: string[], start: string, kind: Kind, nth = 0) {
  const code = parsed(...lines);
  const found: FlowFinds = { columns: new Set(), expandable: new Set(), columnBindings: new Set<Binding>(), importedColumns: new Map<string, Node>() };
  createFollow(found, TABLE_MODULES)(code.name(start, nth), kind);
  const titles = (objects: Set<ObjectExpression>) =>
    [...objects].map((object) => {
      const title = object.properties.find((p) => p.type === 'ObjectProperty' && p.key.type === 'Identifier' && p.key.name === 'title');
      return title?.type === 'ObjectProperty' && title.value.type === 'StringLiteral' ? title.value.value : '?';
    });
  return {
    columns: titles(found.columns).sort(),
    expandable: titles(found.expandable),
    bindings: [...found.columnBindings].map((binding) => binding.identifier.name).sort(),
    imported: [...found.importedColumns.keys()],
  };
}

describe('how values flow into the table', () => {
  it('follows variables, spreads, push, conditions, useMemo, useState and local helpers back to the literals', () => {
    const lines = [
      "const base = [{ title: 'a' }];",
      'function extra() { return [{ title: "e" }]; }',
      "const memo = useMemo(() => [...base, { title: 'b' }], []);",
      "memo.push({ title: 'c' });",
      "const [state] = React.useState(cond ? memo : [{ title: 'd' }]);",
      'const all = state.concat(extra());',
      'use(all);',
    ];
    const found = follow(lines, 'all', 'columns', 1);
    expect(found.columns).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(found.bindings).toEqual(['all', 'base', 'memo', 'state']);
  });

  it("follows a column's children and what a map returns, and records where an imported array enters", () => {
    const lines = [
      "import { shared } from './columns';",
      "const group = { title: 'g', children: [{ title: 'child' }] };",
      "const cols = [group, ...shared].map((column) => ({ ...column, title: 'mapped' }));",
      'use(cols);',
    ];
    const found = follow(lines, 'cols', 'columns', 1);
    expect(found.columns).toEqual(['child', 'g', 'mapped']);
    expect(found.imported).toEqual(['shared']);
  });

  it('follows props to their columns and expandable, and nothing past a parameter', () => {
    const lines = [
      "const props = { columns: [{ title: 'p' }], expandable: { title: 'x' }, rowKey: 'id' };",
      'function wrap(given) { const cols = given; return cols; }',
      'use(props, wrap);',
    ];
    const props = follow(lines, 'props', 'props', 1);
    expect(props.columns).toEqual(['p']);
    expect(props.expandable).toEqual(['x']);
    const fromParameter = follow(lines, 'cols', 'columns', 1);
    expect(fromParameter.columns).toEqual([]);
    expect(fromParameter.bindings).toEqual(['cols', 'given']);
  });
});
