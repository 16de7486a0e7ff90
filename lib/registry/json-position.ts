import { positionAt, type SourcePosition } from './errors';

/**
 * Where `JSON.parse` stopped, from its message: Node 20 says "at position N", later versions add
 * "(line L column C)".
 */
export function jsonSyntaxPosition(text: string, error: unknown): SourcePosition | undefined {
  const message = error instanceof Error ? error.message : '';
  const lineColumn = /\(line (\d+) column (\d+)\)/.exec(message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const offset = /at position (\d+)/.exec(message);
  return offset ? positionAt(text, Number(offset[1])) : undefined;
}

/** The index of the quote that closes the string opening at `start`. */
function stringEnd(text: string, start: number): number {
  let index = start + 1;
  while (index < text.length && text[index] !== '"') index += text[index] === '\\' ? 2 : 1;
  return index;
}

/**
 * Where a key path (`['Table', 'scroll']`) is written in a JSON document: the quote opening its last key, or
 * the key of its nearest ancestor present, or the document's start when not even the first key is there.
 * `text` must be valid JSON.
 */
export function jsonKeyPosition(text: string, keys: readonly string[]): SourcePosition {
  // One entry per open container: an object's current key, or undefined (an array, or no key read yet).
  const path: Array<string | undefined> = [];
  const inObject: boolean[] = [];
  let expectKey = false;
  let best = { depth: 0, offset: 0 };
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '"') {
      const end = stringEnd(text, index);
      if (expectKey) {
        path[path.length - 1] = JSON.parse(text.slice(index, end + 1)) as string;
        const depth = path.length;
        if (depth <= keys.length && depth > best.depth && path.every((key, at) => key === keys[at])) best = { depth, offset: index };
        expectKey = false;
      }
      index = end;
    } else if (char === '{' || char === '[') {
      path.push(undefined);
      inObject.push(char === '{');
      expectKey = char === '{';
    } else if (char === '}' || char === ']') {
      path.pop();
      inObject.pop();
    } else if (char === ',') {
      expectKey = inObject.at(-1) === true;
    }
  }
  return positionAt(text, best.offset);
}
