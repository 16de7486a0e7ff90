import fs from 'node:fs';
import path from 'node:path';

export interface FolderWatch {
  close(): void;
}

const isFolder = (dir: string) => fs.existsSync(dir) && fs.statSync(dir).isDirectory();

/**
 * Calls `onChange` whenever anything under `roots` changes, in folders created later too. Each folder gets a
 * watcher of its own (`fs.watch` without `recursive`): Node 20's recursive watch on Linux polls each file, every
 * 5 s, and loses a file replaced by a rename (an editor's atomic save, `sed -i`), reporting no change to it after.
 */
export function watchFolders(roots: readonly string[], onChange: () => void): FolderWatch {
  const watchers = new Map<string, fs.FSWatcher>();

  const unwatch = (dir: string) => {
    watchers.get(dir)?.close();
    watchers.delete(dir);
  };

  const watch = (dir: string) => {
    if (watchers.has(dir) || !isFolder(dir)) return;
    const watcher = fs.watch(dir, (_event, name) => {
      if (name) watch(path.join(dir, name));
      // A removed folder's watcher reports once more, then nothing: drop it, and any below it.
      for (const watched of watchers.keys()) if (!isFolder(watched)) unwatch(watched);
      onChange();
    });
    watcher.on('error', () => unwatch(dir));
    watchers.set(dir, watcher);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) watch(path.join(dir, entry.name));
  };

  for (const root of roots) watch(root);
  return {
    close: () => {
      for (const dir of [...watchers.keys()]) unwatch(dir);
    },
  };
}
