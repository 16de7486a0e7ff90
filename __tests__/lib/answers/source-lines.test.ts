import path from 'node:path';
import { sourceElements, sourceExcerpt } from '@/lib/answers/source-lines';
import { expectContentError } from '../registry/fixture';

const PAGE = 'content/troubleshooting/x.mdx';
const root = path.join(__dirname, '../../..');

describe('sourceElements', () => {
  it('reads each <Source> with its file, its text to find (any quotes, code with > and /) and its line count', () => {
    const text = [
      'Intro.',
      '',
      '<Source file="Table.js" find="mergedTableLayout = React.useMemo" lines={4} />',
      '',
      "<Source file='Body/index.js' find='(a) => a / 2 > 1' />",
    ].join('\n');
    expect(sourceElements(PAGE, text)).toEqual([
      { file: 'Table.js', find: 'mergedTableLayout = React.useMemo', lines: 4, offset: 8 },
      { file: 'Body/index.js', find: '(a) => a / 2 > 1', lines: 3, offset: text.indexOf("<Source file='Body") },
    ]);
  });

  it.each([
    ['<Source file="Table.js" />', 'needs a "file"'],
    ['<Source file="Table.js" find="x" lines={20} />', '"lines" must be a whole number from 1 to 12'],
    ['<Source file="Table.js" find="x" line={2} />', 'unknown attribute "line"'],
    ['<Source file="Table.js" find="x">', 'write it as <Source file="…" find="…" lines={3} />'],
  ])('fails on %s, naming the page and the place', (element, reason) => {
    const error = expectContentError(() => sourceElements(PAGE, `Text.\n\n${element}\n`), PAGE, reason);
    expect(error.at).toEqual({ line: 3, column: 1 });
  });
});

describe('sourceExcerpt', () => {
  it("quotes the line's installed package from the line the text is on, its shared indentation taken off", () => {
    const excerpt = sourceExcerpt(root, '1.x', { file: 'Table.js', find: 'const mergedTableLayout = React.useMemo', lines: 2 }, PAGE);
    expect(excerpt).toMatchObject({ package: '@rc-component/table', path: 'es/Table.js', lines: 2 });
    expect(excerpt.version).toMatch(/^1\./);
    expect(excerpt.text.split('\n')).toEqual(['const mergedTableLayout = React.useMemo(() => {', '  if (tableLayout) {']);
    expect(excerpt.start).toBeGreaterThan(1);
    const seven = sourceExcerpt(root, '7.x', { file: 'Table.js', find: 'var mergedTableLayout = React.useMemo', lines: 1 }, PAGE);
    expect(seven).toMatchObject({ package: 'rc-table', path: 'es/Table.js' });
    expect(seven.version).toMatch(/^7\./);
  });

  it.each([
    [{ file: 'NoSuchFile.js', find: 'x', lines: 1 }, 'has no es/NoSuchFile.js on 1.x'],
    [{ file: '../package.json', find: 'version', lines: 1 }, 'has no es/../package.json on 1.x'],
    [{ file: 'Table.js', find: 'text that is not in the file', lines: 1 }, "not in @rc-component/table's es/Table.js on 1.x"],
    [{ file: 'Table.js', find: 'tableLayout', lines: 1 }, 'found more than once'],
  ])('fails the page for %j: an upgrade that moves the code is noticed', (ref, reason) => {
    expectContentError(() => sourceExcerpt(root, '1.x', ref, PAGE), PAGE, reason);
  });
});
