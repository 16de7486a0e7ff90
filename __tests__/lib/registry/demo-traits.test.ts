import { demoTraits, demosWith } from '@/lib/registry/demo-traits';
import type { DemoEntry, Dependency } from '@/lib/registry/types';

function demo(id: string, files: Record<string, string>, packages: Record<string, string> = {}): DemoEntry {
  const dependencies: Record<string, Dependency> = { 'rc-table': { type: 'NPM', value: '7.55.1' } };
  for (const [name, value] of Object.entries(packages)) dependencies[name] = { type: 'NPM', value };
  for (const [name, value] of Object.entries(files)) dependencies[name] = { type: 'FILE', value };
  const text = { title: id, description: '' };
  return { id, name: id, line: '1.x', routeId: `demo/${id}`, asset: { id, ...text, locales: { 'zh-CN': text, en: text }, keywords: [], dependencies } };
}

const plain = "import Table from 'rc-table';\nexport default () => <Table columns={columns} data={data} />;\n";

describe('demoTraits', () => {
  it('finds nothing in a plain table', () => {
    expect(demoTraits(demo('plain', { 'index.tsx': plain }))).toEqual({
      styles: false,
      animates: false,
      fixesColumns: false,
      sticky: false,
      resizesColumns: false,
      summary: false,
    });
  });

  it('sees styles in a stylesheet, styled-components and an inline colour, not in an inline size', () => {
    expect(demoTraits(demo('css', { 'index.tsx': plain, 'style.css': '.a { color: red; }' })).styles).toBe(true);
    expect(demoTraits(demo('sc', { 'index.tsx': plain }, { 'styled-components': '6.6.0' })).styles).toBe(true);
    expect(demoTraits(demo('inline', { 'index.tsx': "<div style={{ background: '#fff' }} />" })).styles).toBe(true);
    expect(demoTraits(demo('size', { 'index.tsx': '<div style={{ width: 300 }} />' })).styles).toBe(false);
  });

  it('sees motion from a motion package or keyframes', () => {
    expect(demoTraits(demo('motion', { 'index.tsx': plain }, { 'rc-motion': '2.9.5' })).animates).toBe(true);
    expect(demoTraits(demo('keyframes', { 'index.tsx': plain, 'a.css': '@keyframes in { from { opacity: 0 } }' })).animates).toBe(true);
  });

  it('sees fixed columns, the sticky prop, resizing and a summary in code, not in comments or other words', () => {
    const traits = demoTraits(
      demo('all', {
        'index.tsx': [
          "const columns = [{ title: 'A', fixed: 'left' }];",
          '<Table sticky summary={() => <Table.Summary.Row />} />',
          '<Resizable onResize={grow} />',
        ].join('\n'),
      }),
    );
    expect(traits).toMatchObject({ fixesColumns: true, sticky: true, resizesColumns: true, summary: true });
    const words = demoTraits(
      demo('words', {
        'index.tsx': "// fixed: not here, sticky too\nconst stickyHeader = 'Summary of the sticky row';\n<Table columns={columns} />;",
      }),
    );
    expect(words).toMatchObject({ fixesColumns: false, sticky: false, summary: false });
  });

  it('sees sticky as an object key and a bare attribute on its own line', () => {
    expect(demoTraits(demo('key', { 'index.tsx': 'const props = { sticky: { offsetHeader: 64 } };' })).sticky).toBe(true);
    expect(demoTraits(demo('bare', { 'index.tsx': '<Table\n  sticky\n  data={data}\n/>' })).sticky).toBe(true);
  });
});

describe('demosWith', () => {
  it('lists the ids with a trait, sorted', () => {
    const demos = {
      b: demo('b', { 'index.tsx': plain, 'b.css': '.b {}' }),
      a: demo('a', { 'index.tsx': plain, 'a.css': '.a {}' }),
      c: demo('c', { 'index.tsx': plain }),
    };
    expect(demosWith(demos, 'styles')).toEqual(['a', 'b']);
  });
});
