/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { semanticKeys } from '@/lib/api/parts';

const root = path.join(__dirname, '../../..');

describe("the part map's keys", () => {
  it("are 1.x's classNames keys as its declarations type them, the same as styles'; 7.x has none", () => {
    const keys = semanticKeys(root, '1.x');
    expect([...keys].sort()).toEqual([
      'body.cell',
      'body.row',
      'body.wrapper',
      'content',
      'footer',
      'header.cell',
      'header.row',
      'header.wrapper',
      'section',
      'title',
    ]);
    expect(semanticKeys(root, '1.x', 'styles')).toEqual(keys);
    expect(semanticKeys(root, '7.x')).toEqual([]);
  });

  it('are what the registry build wrote for the pages', () => {
    const written = JSON.parse(fs.readFileSync(path.join(root, '.generated/part-keys.json'), 'utf8')) as Record<string, string[]>;
    expect(written).toEqual({ '1.x': semanticKeys(root, '1.x'), '7.x': [] });
  });
});
