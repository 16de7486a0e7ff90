/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { watchFolders, type FolderWatch } from '@/scripts/watch-folders';

let dir: string;
let watch: FolderWatch | undefined;
let waiting: (() => void) | undefined;

/** Resolves at the next change reported after `action` ran. */
function changeAfter(action: () => void): Promise<void> {
  const change = new Promise<void>((resolve) => {
    waiting = resolve;
  });
  action();
  return change;
}

/** Replaces a file the way editors save atomically: a new file renamed over the old one. */
function saveAtomically(file: string, text: string): void {
  fs.writeFileSync(`${file}.tmp`, text);
  fs.renameSync(`${file}.tmp`, file);
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watch-folders-'));
  fs.mkdirSync(path.join(dir, 'content', 'demo'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'content', 'demo', 'simple.mdx'), 'one');
  watch = watchFolders([path.join(dir, 'content')], () => waiting?.());
});

afterEach(() => {
  watch?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('watchFolders', () => {
  it('reports every atomic save of a file, not only the first', async () => {
    const file = path.join(dir, 'content', 'demo', 'simple.mdx');
    for (const text of ['two', 'three', 'four']) await changeAfter(() => saveAtomically(file, text));
    await changeAfter(() => fs.appendFileSync(file, ' five'));
    expect(fs.readFileSync(file, 'utf8')).toBe('four five');
  });

  it('reports changes in a folder created after it started, and keeps going when a folder is removed', async () => {
    const added = path.join(dir, 'content', 'en', 'demo');
    await changeAfter(() => fs.mkdirSync(added, { recursive: true }));
    await changeAfter(() => fs.writeFileSync(path.join(added, 'simple.mdx'), 'en'));
    await changeAfter(() => saveAtomically(path.join(added, 'simple.mdx'), 'en, saved'));
    await changeAfter(() => fs.rmSync(path.join(dir, 'content', 'en'), { recursive: true }));
    await changeAfter(() => saveAtomically(path.join(dir, 'content', 'demo', 'simple.mdx'), 'after removal'));
  });
});
