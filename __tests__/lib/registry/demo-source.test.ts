import { importSpecifiers, isRelative, packageName, splitDemoHeader } from '@/lib/registry/demo-source';
import { demoEntry, expectContentError } from './fixture';

const FILE = 'demos/simple/index.tsx';
const CODE = "import Table from 'rc-table';\n\nexport default function App() {\n  return <Table />;\n}\n";

describe('splitDemoHeader', () => {
  it('reads title, description and keywords from the leading comment', () => {
    const source = demoEntry('title: Simple table\ndescription: Columns and `data` in their plainest form.\nkeywords: [basic, 基础]', CODE);

    expect(splitDemoHeader(FILE, source).header).toEqual({
      title: 'Simple table',
      description: 'Columns and `data` in their plainest form.',
      keywords: ['basic', '基础'],
      editions: {
        'zh-CN': { title: '示例', description: '一个示例。' },
        en: { title: 'Simple table', description: 'Columns and `data` in their plainest form.' },
      },
    });
  });

  it('reads the zh-CN block: the title and description in Chinese', () => {
    const source = demoEntry('title: Simple table\ndescription: Plain.\nzh-CN:\n  title: 基础表格\n  description: 最基础的 `Table`。', CODE);

    expect(splitDemoHeader(FILE, source).header.editions['zh-CN']).toEqual({ title: '基础表格', description: '最基础的 `Table`。' });
  });

  it('returns the code without the header and the blank lines after it', () => {
    const source = `/**\n * title: T\n * description: D\n * zh-CN:\n *   title: 标题\n *   description: 说明\n */\n\n\n${CODE}`;

    expect(splitDemoHeader(FILE, source).code).toBe(CODE);
  });

  it('defaults keywords to an empty list', () => {
    expect(splitDemoHeader(FILE, demoEntry('title: T\ndescription: D', CODE)).header.keywords).toEqual([]);
  });

  it('gives each header without keywords a list of its own', () => {
    const first = splitDemoHeader(FILE, demoEntry('title: T\ndescription: D', CODE)).header.keywords;
    first.push('changed');

    expect(splitDemoHeader(FILE, demoEntry('title: U\ndescription: E', CODE)).header.keywords).toEqual([]);
  });

  it('reads a header with CRLF line endings', () => {
    const source = '/**\r\n * title: T\r\n * description: D\r\n * zh-CN:\r\n *   title: 标题\r\n *   description: 说明\r\n */\r\nexport default 1;\r\n';

    expect(splitDemoHeader(FILE, source)).toEqual({
      header: {
        title: 'T',
        description: 'D',
        keywords: [],
        editions: { 'zh-CN': { title: '标题', description: '说明' }, en: { title: 'T', description: 'D' } },
      },
      code: 'export default 1;\r\n',
    });
  });

  it('reads a multi-line YAML list in the header', () => {
    const source = demoEntry('title: T\ndescription: D\nkeywords:\n  - one\n  - two', CODE);

    expect(splitDemoHeader(FILE, source).header.keywords).toEqual(['one', 'two']);
  });

  it('keeps later block comments in the code', () => {
    const code = '/** Not a header. */\nexport default 1;\n';

    expect(splitDemoHeader(FILE, demoEntry('title: T\ndescription: D', code)).code).toBe(code);
  });

  describe('errors name the file and the reason', () => {
    it('rejects a file without a header', () => {
      expectContentError(() => splitDemoHeader(FILE, CODE), FILE, 'must start with a /** … */ comment');
    });

    it('rejects a header that is not at the very start', () => {
      expectContentError(() => splitDemoHeader(FILE, `'use client';\n${demoEntry('title: T\ndescription: D', CODE)}`), FILE, 'must start with');
    });

    it('rejects a plain /* */ comment', () => {
      expectContentError(() => splitDemoHeader(FILE, `/*\n * title: T\n * description: D\n */\n${CODE}`), FILE, 'must start with');
    });

    it('rejects a header without a title', () => {
      expectContentError(() => splitDemoHeader(FILE, demoEntry('description: D', CODE)), FILE, 'the demo header is missing a "title"');
    });

    it('rejects a header with an empty title', () => {
      expectContentError(() => splitDemoHeader(FILE, demoEntry("title: ''\ndescription: D", CODE)), FILE, 'missing a "title"');
    });

    it('rejects a header without a description', () => {
      expectContentError(() => splitDemoHeader(FILE, demoEntry('title: T', CODE)), FILE, 'the demo header is missing a "description"');
    });

    it('rejects a description that is not a string', () => {
      expectContentError(() => splitDemoHeader(FILE, demoEntry('title: T\ndescription: [a, b]', CODE)), FILE, 'the demo header is missing a "description"');
    });

    it('rejects keywords holding a number', () => {
      expectContentError(
        () => splitDemoHeader(FILE, demoEntry('title: T\ndescription: D\nkeywords: [basic, 7]', CODE)),
        FILE,
        'the demo header "keywords" must be a list of strings',
      );
    });

    it('rejects malformed YAML', () => {
      expectContentError(() => splitDemoHeader(FILE, demoEntry('title: T\ndescription: a: b', CODE)), FILE, 'malformed YAML in the demo header');
    });

    it('rejects keywords that are not a list of strings', () => {
      expectContentError(
        () => splitDemoHeader(FILE, demoEntry('title: T\ndescription: D\nkeywords: basic', CODE)),
        FILE,
        '"keywords" must be a list of strings',
      );
    });

    it('rejects a header without its zh-CN block', () => {
      expectContentError(
        () => splitDemoHeader(FILE, demoEntry('title: T\ndescription: D', CODE, { zhCN: false })),
        FILE,
        'the demo header is missing its "zh-CN" block',
      );
    });

    it('rejects a zh-CN block that is not a block', () => {
      expectContentError(
        () => splitDemoHeader(FILE, demoEntry('title: T\ndescription: D\nzh-CN: 标题', CODE)),
        FILE,
        'the demo header is missing its "zh-CN" block (the zh-CN edition\'s title and description)',
      );
    });

    it('rejects a zh-CN block without a title or a description', () => {
      expectContentError(
        () => splitDemoHeader(FILE, demoEntry('title: T\ndescription: D\nzh-CN:\n  description: 说明', CODE)),
        FILE,
        'the demo header "zh-CN" block is missing a "title"',
      );
      expectContentError(
        () => splitDemoHeader(FILE, demoEntry("title: T\ndescription: D\nzh-CN:\n  title: 标题\n  description: ''", CODE)),
        FILE,
        'the demo header "zh-CN" block is missing a "description"',
      );
    });
  });
});

describe('importSpecifiers', () => {
  it('lists imports, side-effect imports, type imports, re-exports and dynamic imports in order', () => {
    const source = [
      "import React, { useState } from 'react';",
      "import * as helpers from './helpers';",
      "import type { ColumnsType } from 'rc-table/lib/interface';",
      "import 'rc-table/assets/index.css';",
      "import './style.css';",
      "export * from './shared';",
      "export { useToggle } from '../toggle/useToggle';",
      "export type { Row } from './types';",
      "const lazy = () => import('@scope/pkg/sub');",
    ].join('\n');

    expect(importSpecifiers(source)).toEqual([
      'react',
      './helpers',
      'rc-table/lib/interface',
      'rc-table/assets/index.css',
      './style.css',
      './shared',
      '../toggle/useToggle',
      './types',
      '@scope/pkg/sub',
    ]);
  });

  it('lists each specifier once', () => {
    expect(importSpecifiers("import Table from 'rc-table';\nimport type { ColumnsType } from 'rc-table';\n")).toEqual(['rc-table']);
  });

  it('ignores imports in comments and strings', () => {
    const source = "// import a from 'commented';\n/* import 'blocked'; */\nconst text = \"import b from 'quoted'\";\nexport default text;\n";

    expect(importSpecifiers(source)).toEqual([]);
  });

  it('reads specifiers from TSX', () => {
    expect(importSpecifiers("import { Foo } from './Foo';\nexport default () => <Foo a={1} />;\n")).toEqual(['./Foo']);
  });
});

describe('packageName', () => {
  it.each([
    ['react', 'react'],
    ['react-dom/client', 'react-dom'],
    ['rc-table/assets/index.css', 'rc-table'],
    ['@scope/pkg', '@scope/pkg'],
    ['@scope/pkg/sub', '@scope/pkg'],
    ['@scope/pkg/deep/path.css', '@scope/pkg'],
  ])('%s → %s', (specifier, name) => {
    expect(packageName(specifier)).toBe(name);
  });
});

describe('isRelative', () => {
  it.each(['./a', './a/b.css', '../a', '../../a'])('%s is relative', (specifier) => {
    expect(isRelative(specifier)).toBe(true);
  });

  it.each(['react', '@scope/pkg', 'rc-table/assets/index.css', '.hidden', '..dots'])('%s is not relative', (specifier) => {
    expect(isRelative(specifier)).toBe(false);
  });
});
