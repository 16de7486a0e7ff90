import { fileNameProblem, isCssModule, isPlainCss, joinPath } from '@/lib/live/paths';

describe('joinPath', () => {
  it('resolves a relative path from a file’s folder inside the demo', () => {
    expect(joinPath('index.tsx', './utils/useInput')).toBe('utils/useInput');
    expect(joinPath('utils/a/b.ts', '../../c')).toBe('c');
    expect(joinPath('utils/a.ts', './.././x/./y')).toBe('x/y');
  });

  it('gives nothing for a path that climbs above the demo', () => {
    expect(joinPath('index.tsx', '../../src')).toBeUndefined();
  });
});

describe('fileNameProblem', () => {
  const existing = ['index.tsx', 'style.css'];
  it('accepts relative paths of plain segments with a known extension', () => {
    for (const name of ['utils/useInput.ts', 'data.json', 'a-b_c.module.less', 'Deep/er/File.jsx']) expect(fileNameProblem(name, existing)).toBeUndefined();
  });

  it('rejects other shapes, unknown extensions and names taken', () => {
    for (const name of ['', '/abs.ts', '../up.ts', 'a//b.ts', './a.ts', 'sp ace.ts', 'ü.ts']) expect(fileNameProblem(name, existing)).toBe('format');
    for (const name of ['README.md', 'utils/useInput']) expect(fileNameProblem(name, existing)).toBe('extension');
    expect(fileNameProblem('style.css', existing)).toBe('taken');
  });
});

describe('file kinds', () => {
  it('knows CSS modules and plain CSS', () => {
    expect(isCssModule('a.module.less')).toBe(true);
    expect(isCssModule('a.less')).toBe(false);
    expect(isPlainCss('a.module.css')).toBe(true);
    expect(isPlainCss('a.less')).toBe(false);
  });
});
