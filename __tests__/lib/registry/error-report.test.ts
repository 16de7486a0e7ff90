import { codeFrame, errorReport, formatErrorReport } from '@/lib/registry/error-report';

const source = ['---', 'title: [broken: yaml', 'order: 1', '---', '', 'Body.'].join('\n');

describe('codeFrame', () => {
  it('gives two lines either side of the problem, fewer at the ends of the file', () => {
    expect(codeFrame(source, { line: 3, column: 1 }).map((line) => [line.number, line.marked])).toEqual([
      [1, false],
      [2, false],
      [3, true],
      [4, false],
      [5, false],
    ]);
    expect(codeFrame(source, { line: 1, column: 1 }).map((line) => line.number)).toEqual([1, 2, 3]);
    expect(codeFrame(source, { line: 6, column: 1 }).map((line) => line.text)).toEqual(['---', '', 'Body.']);
  });
});

describe('errorReport', () => {
  it('holds the frame of a placed problem', () => {
    const report = errorReport({ file: 'content/a.mdx', reason: 'malformed YAML frontmatter: oops', at: { line: 2, column: 8 } }, source);
    expect(report.at).toEqual({ line: 2, column: 8 });
    expect(report.frame.find((line) => line.marked)?.text).toBe('title: [broken: yaml');
  });

  it('has no place or frame for a problem of the whole file, a folder, or a place past the end', () => {
    expect(errorReport({ file: 'content/a.mdx', reason: 'no English edition' }, source)).toEqual({
      file: 'content/a.mdx',
      reason: 'no English edition',
      frame: [],
    });
    expect(errorReport({ file: 'demos/orphan', reason: 'no page embeds this demo', at: { line: 1, column: 1 } }, undefined).frame).toEqual([]);
    expect(errorReport({ file: 'content/a.mdx', reason: 'x', at: { line: 40, column: 1 } }, source).at).toBeUndefined();
  });
});

describe('formatErrorReport', () => {
  it('names file:line:column and the reason, then the numbered lines with a caret under the column', () => {
    const report = errorReport({ file: 'content/a.mdx', reason: 'malformed YAML frontmatter: oops', at: { line: 2, column: 8 } }, source);
    expect(formatErrorReport(report)).toBe(
      [
        'content/a.mdx:2:8: malformed YAML frontmatter: oops',
        '',
        '  1 | ---',
        '> 2 | title: [broken: yaml',
        '    |        ^',
        '  3 | order: 1',
        '  4 | ---',
      ].join('\n'),
    );
  });

  it('keeps tabs in the caret line, so it lines up wherever the terminal stops tabs', () => {
    const report = errorReport({ file: 'demos/a/index.tsx', reason: 'r', at: { line: 1, column: 3 } }, '\t\tx');
    expect(formatErrorReport(report).split('\n').slice(-1)[0]).toBe('    | \t\t^');
  });

  it('is the location and reason alone without a place', () => {
    expect(formatErrorReport(errorReport({ file: 'content/a.mdx', reason: 'no English edition' }, source))).toBe('content/a.mdx: no English edition');
  });
});
