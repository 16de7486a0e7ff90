/**
 * Where each kind of content error points: the file's line and column, so the terminal and the dev overlay can
 * show the lines around it.
 */
import { ApiDescriptionError, mergeDescriptions, parseDescriptions } from '@/lib/api/merge';
import type { ExtractedProp } from '@/lib/api/types';
import { splitDemoHeader } from '@/lib/registry/demo-source';
import { positionAt } from '@/lib/registry/errors';
import { parseFrontmatter } from '@/lib/registry/frontmatter';
import { jsonKeyPosition, jsonSyntaxPosition } from '@/lib/registry/json-position';
import { yamlKeyPosition, type YamlLine } from '@/lib/registry/yaml-position';
import { catchContentError } from './fixture';

const lines = (text: string, firstLine = 1, column = 1): YamlLine[] => text.split('\n').map((line, index) => ({ text: line, line: firstLine + index, column }));

describe('positionAt', () => {
  it('counts lines and columns from 1', () => {
    expect(positionAt('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(positionAt('ab\n', 3)).toEqual({ line: 2, column: 1 });
  });
});

describe('yamlKeyPosition', () => {
  const yaml = lines('title: Simple\nnav:\n  title: Demo\n  path: /demo\ngroup: {title: Basics}\norder: first', 2);
  const whole = { line: 1, column: 1 };

  it('finds a top-level key and a nested one on their lines', () => {
    expect(yamlKeyPosition(yaml, ['order'], whole)).toEqual({ line: 7, column: 1 });
    expect(yamlKeyPosition(yaml, ['nav', 'path'], whole)).toEqual({ line: 5, column: 3 });
  });

  it('does not take a nested key of the same name for a top-level one', () => {
    expect(yamlKeyPosition(lines('nav:\n  title: Demo\ntitle: Simple'), ['title'], whole)).toEqual({ line: 3, column: 1 });
  });

  it('places a key inside a flow mapping at its parent, and a missing key at the block start', () => {
    expect(yamlKeyPosition(yaml, ['group', 'order'], whole)).toEqual({ line: 6, column: 1 });
    expect(yamlKeyPosition(yaml, ['hero'], whole)).toEqual(whole);
  });

  it('adds the columns cut off before the YAML, as a demo header cuts its ` * `', () => {
    expect(yamlKeyPosition(lines('title: T\nzh-CN:\n  title: 标题', 2, 4), ['zh-CN', 'title'], whole)).toEqual({ line: 4, column: 6 });
  });
});

describe('jsonKeyPosition and jsonSyntaxPosition', () => {
  const text = '{\n  "$note": "x",\n  "Table": {\n    "columns": "列",\n    "scroll": { "description": "滚动" }\n  }\n}\n';

  it('finds a key path at its last key, an absent key at its parent, and nothing at the start', () => {
    expect(jsonKeyPosition(text, ['Table', 'scroll'])).toEqual({ line: 5, column: 5 });
    expect(jsonKeyPosition(text, ['Table', 'sticky'])).toEqual({ line: 3, column: 3 });
    expect(jsonKeyPosition(text, ['Column'])).toEqual({ line: 1, column: 1 });
  });

  it('is not fooled by a key name inside a string value or a nested object', () => {
    expect(jsonKeyPosition('{"a": "\\"Table\\": {", "b": {"Table": 1}, "Table": 2}', ['Table'])).toEqual({ line: 1, column: 42 });
  });

  it("places a syntax error where JSON.parse stopped, from either form of V8's message", () => {
    const broken = '{\n  "a": 1,\n}';
    let error: unknown;
    try {
      JSON.parse(broken);
    } catch (caught) {
      error = caught;
    }
    expect(jsonSyntaxPosition(broken, error)).toEqual({ line: 3, column: 1 });
    expect(jsonSyntaxPosition(broken, new SyntaxError('Unexpected token (line 2 column 9)'))).toEqual({ line: 2, column: 9 });
  });
});

describe('content errors carry their place', () => {
  it('malformed frontmatter: where YAML stopped reading', () => {
    const error = catchContentError(() => parseFrontmatter('content/demo/simple.mdx', '---\ntitle: [broken: yaml\norder: 1\n---\n\nBody.\n'));
    expect(error.reason).toBe('malformed YAML frontmatter: missed comma between flow collection entries');
    expect(error.at).toEqual({ line: 3, column: 1 });
  });

  it('a frontmatter field of the wrong type: its key; a missing title: the opening ---', () => {
    expect(catchContentError(() => parseFrontmatter('a.mdx', '---\ntitle: A\nnav:\n  title: Demo\n  path: demo\n---\n')).at).toEqual({ line: 5, column: 3 });
    expect(catchContentError(() => parseFrontmatter('a.mdx', '---\norder: 1\n---\n')).at).toEqual({ line: 1, column: 1 });
  });

  it('a bad demo header: the YAML error or the missing field, columns counted after ` * `', () => {
    const broken = '/**\n * title: Simple\n * description: [oops\n * zh-CN:\n */\nexport default 1;\n';
    expect(catchContentError(() => splitDemoHeader('demos/simple/index.tsx', broken)).at).toEqual({ line: 4, column: 4 });
    const noZh = '/**\n * title: Simple\n * description: Plain.\n */\nexport default 1;\n';
    expect(catchContentError(() => splitDemoHeader('demos/simple/index.tsx', noZh)).at).toEqual({ line: 1, column: 1 });
    const emptyZhTitle = '/**\n * title: Simple\n * description: Plain.\n * zh-CN:\n *   title: ""\n *   description: 最简单的。\n */\n';
    expect(catchContentError(() => splitDemoHeader('demos/simple/index.tsx', emptyZhTitle)).at).toEqual({ line: 5, column: 6 });
    expect(catchContentError(() => splitDemoHeader('demos/simple/index.tsx', 'export default 1;\n')).at).toEqual({ line: 1, column: 1 });
  });

  it('a missing API description: the table key in the descriptions file; an entry of the wrong shape: its own key', () => {
    const text = '{\n  "Table": {\n    "columns": "列"\n  }\n}\n';
    const extracted: Record<string, ExtractedProp[]> = {
      Table: [
        { name: 'columns', type: 'ColumnsType', required: false, labels: [] },
        { name: 'data', type: 'T[]', required: false, labels: [] },
      ],
    };
    let error: unknown;
    try {
      mergeDescriptions(extracted, parseDescriptions(text), 'content/api/descriptions.json', undefined, (keys) => jsonKeyPosition(text, keys));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ApiDescriptionError);
    expect((error as ApiDescriptionError).at).toEqual({ line: 2, column: 3 });

    const wrongShape = '{\n  "Table": {\n    "columns": 3\n  }\n}\n';
    expect(() => parseDescriptions(wrongShape)).toThrow(expect.objectContaining({ at: { line: 3, column: 5 } }));
    expect(() => parseDescriptions('{\n  "Table": {,\n}')).toThrow(expect.objectContaining({ at: { line: 2, column: 13 } }));
  });
});
