/** @jest-environment node */
import { findingsEn } from '@/lib/messages/migration/findings/en';
import { findingsZhCN } from '@/lib/messages/migration/findings/zh-CN';
import { migrated, where } from '../run';

// 7.x named pinned cells by physical side in both directions; 1.x by logical side. A selector naming no direction
// styled the same physical side in every table, so it needs one 1.x copy per direction.
describe('a selector that names no direction, written once per direction', () => {
  it('scopes each copy to its tables, renaming every class for that direction', () => {
    const result = migrated('.rc-table-ping-left .rc-table-cell-fix-left { color: red; }', 'css');
    expect(result.code).toBe(
      '.rc-table-fix-start-shadow-show:where(:not(.rc-table-rtl)) .rc-table-cell-fix-start, .rc-table-fix-end-shadow-show:where(.rc-table-rtl) .rc-table-cell-fix-end { color: red; }',
    );
    expect(result.changes.map((c) => [c.message, c.values])).toEqual([
      [
        'class-direction-split',
        {
          selector: '.rc-table-ping-left .rc-table-cell-fix-left',
          ltr: '.rc-table-fix-start-shadow-show:where(:not(.rc-table-rtl)) .rc-table-cell-fix-start',
          rtl: '.rc-table-fix-end-shadow-show:where(.rc-table-rtl) .rc-table-cell-fix-end',
        },
      ],
    ]);
  });

  it('keeps a list broken over lines broken, each copy at its line’s indent', () => {
    const result = migrated('.a .rc-table-cell-fix-left,\n  .b .rc-table-cell-fix-right { color: red }', 'css');
    expect(result.code).toBe(
      '.a :where(.rc-table:not(.rc-table-rtl)) .rc-table-cell-fix-start,\n.a :where(.rc-table-rtl) .rc-table-cell-fix-end,\n  .b :where(.rc-table:not(.rc-table-rtl)) .rc-table-cell-fix-end,\n  .b :where(.rc-table-rtl) .rc-table-cell-fix-start { color: red }',
    );
    expect(where(result.changes)).toEqual(['class-direction-split@1:1', 'class-direction-split@2:3']);
  });

  it('only renames a rule whose selectors mirror each other: it styles the same cells either way', () => {
    const css = '.rc-table-ping-left .rc-table-cell-fix-left,\n.rc-table-ping-right .rc-table-cell-fix-right { z-index: 3; }';
    const result = migrated(css, 'css');
    expect(result.code).toBe('.rc-table-fix-start-shadow-show .rc-table-cell-fix-start,\n.rc-table-fix-end-shadow-show .rc-table-cell-fix-end { z-index: 3; }');
    expect(result.changes.map((c) => c.message)).toEqual(['class-renamed', 'class-renamed', 'class-renamed', 'class-renamed']);
  });

  it('splits a nested selector through its parent, and the rules nested in a split one follow both copies', () => {
    expect(migrated('.rc-table, .my-grid .rc-table {\n  .rc-table-cell-fix-left { color: red; }\n}', 'css').code).toBe(
      '.rc-table, .my-grid .rc-table {\n  &:where(:not(.rc-table-rtl)) .rc-table-cell-fix-start, &:where(.rc-table-rtl) .rc-table-cell-fix-end { color: red; }\n}',
    );
    expect(migrated('@p: rc-table;\n.@{p}-cell { &-fix-left { color: red; } }', 'css').code).toBe(
      '@p: rc-table;\n.@{p}-cell { :where(.rc-table:not(.rc-table-rtl)) &-fix-start, :where(.rc-table-rtl) &-fix-end { color: red; } }',
    );
    expect(migrated('.rc-table-cell-fix-left {\n  &::after { box-shadow: none; }\n}', 'css').code).toBe(
      ':where(.rc-table:not(.rc-table-rtl)) .rc-table-cell-fix-start, :where(.rc-table-rtl) .rc-table-cell-fix-end {\n  &::after { box-shadow: none; }\n}',
    );
  });

  it('keeps only the left-to-right copy where 1.x marks the right-to-left case with no class', () => {
    const result = migrated('.rc-table-has-fix-right .rc-table-cell { padding-right: 0; }', 'css');
    expect(result.code).toBe('.rc-table-has-fix-end:where(:not(.rc-table-rtl)) .rc-table-cell { padding-right: 0; }');
    const [change] = result.changes;
    if (change.message !== 'class-direction-split') throw new Error(change.message);
    expect(findingsEn['class-direction-split'](change.values)).toContain('no longer applies to right-to-left tables');
    expect(findingsZhCN['class-direction-split'](change.values)).toContain('不再作用于从右到左的表格');
  });

  it('leaves a rule about one direction to the direction rules', () => {
    expect(
      where(migrated('.rc-table-rtl .rc-table-cell-fix-left { a: b }\n.rc-table:not(.rc-table-rtl) .rc-table-cell-fix-left { c: d }', 'css').changes),
    ).toEqual(['class-renamed-rtl@1:16', 'class-renamed@2:31']);
  });

  it('keeps 7.x’s winner beside a right-to-left rule, in either order: the scopes weigh nothing', () => {
    for (const [css, code] of [
      [
        '.rc-table-rtl .rc-table-cell-fix-left { color: blue; }\n.rc-table-cell-fix-left { color: red; }',
        '.rc-table-rtl .rc-table-cell-fix-end { color: blue; }\n:where(.rc-table:not(.rc-table-rtl)) .rc-table-cell-fix-start, :where(.rc-table-rtl) .rc-table-cell-fix-end { color: red; }',
      ],
      [
        '.rc-table-cell-fix-left { color: red; }\n.rc-table-rtl .rc-table-cell-fix-left { color: blue; }',
        ':where(.rc-table:not(.rc-table-rtl)) .rc-table-cell-fix-start, :where(.rc-table-rtl) .rc-table-cell-fix-end { color: red; }\n.rc-table-rtl .rc-table-cell-fix-end { color: blue; }',
      ],
    ]) {
      const result = migrated(css, 'css');
      expect(result.code).toBe(code);
      expect(result.warnings).toEqual([]);
    }
  });

  it('renames left to right and says what to add where a copy cannot be written (CSS-in-JS next to the selector)', () => {
    const code = "import styled from 'styled-components';\nexport const W = styled.div`\n  ${Cell}.rc-table-cell-fix-left { color: red; }\n`;";
    const result = migrated(code);
    expect(result.code).toBe(code.replace('.rc-table-cell-fix-left', '.rc-table-cell-fix-start'));
    expect(where(result.warnings)).toEqual(['class-direction-unsplit@3:10']);
    const [warning] = result.warnings;
    if (warning.message !== 'class-direction-unsplit') throw new Error(warning.message);
    expect(warning.values).toEqual({
      selector: '.rc-table-cell-fix-left',
      from: 'rc-table-cell-fix-left',
      ltr: 'rc-table-cell-fix-start',
      rtl: 'rc-table-cell-fix-end',
    });
    expect(findingsEn['class-direction-unsplit'](warning.values)).toContain('`rc-table-cell-fix-end`');
    expect(findingsZhCN['class-direction-unsplit'](warning.values)).toContain('`rc-table-cell-fix-end`');
  });
});
