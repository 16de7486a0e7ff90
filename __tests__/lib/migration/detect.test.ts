import { detectLanguage, readsAsStylesheet } from '@/lib/migration/detect';

describe('detectLanguage', () => {
  it.each([
    ['.rc-table td {}', 'css'],
    ['/* table */\n@import "rc-table/assets/index.css";', 'css'],
    ['// Less\n&-cell { }', 'css'],
    ['#root .rc-table {}', 'css'],
    ['*, ::before {}', 'css'],
    ['@media (max-width: 600px) { .x {} }', 'css'],
    ["import Table from 'rc-table';", 'script'],
    ['#!/usr/bin/env node\nrequire("rc-table");', 'script'],
    ['// a comment\nconst a = 1;', 'script'],
    ['', 'script'],
  ])('%j is %s', (code, language) => {
    expect(detectLanguage(code)).toBe(language);
  });
});

describe('readsAsStylesheet', () => {
  it('takes rule blocks of declarations, not code', () => {
    expect(readsAsStylesheet('table.x td { color: red; }')).toBe(true);
    expect(readsAsStylesheet('const a = { color: red };')).toBe(false);
    expect(readsAsStylesheet('function f() { return 1 }')).toBe(false);
  });
});
