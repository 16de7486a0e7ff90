import type { CompileResult } from './compile';
import type { SourceFile } from './protocol';

/**
 * Compiles the files of one request, reusing the result of any file whose name and text it compiled recently:
 * a reader edits one file at a time, so the demo's other files are not compiled again on every edit.
 */
export function createCompileCache(compile: (file: SourceFile) => CompileResult, capacity = 64) {
  const results = new Map<string, CompileResult>();
  return (files: readonly SourceFile[]): Record<string, CompileResult> =>
    Object.fromEntries(
      files.map((file) => {
        const key = `${file.name}\u0000${file.source}`;
        const result = results.get(key) ?? compile(file);
        // Re-inserted as the newest; the oldest goes once the cache is full.
        results.delete(key);
        results.set(key, result);
        if (results.size > capacity) results.delete(results.keys().next().value as string);
        return [file.name, result];
      }),
    );
}
